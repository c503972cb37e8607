import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { DataTable } from "@/components/data-table";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc } from "@/lib/format";

export const metadata: Metadata = { title: "Blog" };

const STATE_LABELS = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

/** Every post, drafts and scheduled ones too, newest first. */
export default async function BlogPage({ searchParams }: { searchParams: Promise<{ search?: string }> }) {
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search.trim().slice(0, 200) : "";
  const api = await getServerApi();
  const posts = await readForPage(
    "GET /staff/blog-posts",
    api.GET("/staff/blog-posts", { params: { query: { limit: 100, ...(search ? { search } : {}) } } }),
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Blog</h1>
        <Link href="/blog/new" className={buttonClassName()}>
          Write a post
        </Link>
      </div>
      <form method="get" aria-label="Find posts" className="flex flex-wrap items-end gap-3">
        <LabeledField label="Title">
          <input name="search" defaultValue={search} maxLength={200} className={fieldClassName} />
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Find
        </button>
      </form>
      <p>{posts.totalItems} posts</p>
      <DataTable
        label="Posts"
        caption="Blog posts, newest first"
        columns={["Title", "State", "Publish time (UTC)", "Version"]}
      >
        {posts.items.map((post) => (
          <tr key={post.id}>
            <td>
              <Link href={`/blog/${post.id}`} className="font-semibold underline">
                {post.name}
              </Link>
            </td>
            <td>{STATE_LABELS[post.state]}</td>
            <td>{formatUtc(post.publishedAt)}</td>
            <td>{post.version}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
