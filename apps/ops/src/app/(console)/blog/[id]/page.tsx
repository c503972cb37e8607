import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BlogPostForm } from "@/features/blog/blog-post-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { serverEnv } from "@/env";

export const metadata: Metadata = { title: "Edit post" };

export default async function BlogPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string }>;
}) {
  const postId = Number((await params).id);
  if (!Number.isInteger(postId) || postId < 1 || postId > 2_147_483_647) notFound();
  const { saved } = await searchParams;
  const api = await getServerApi();
  const post = await readForPage(
    "GET /staff/blog-posts/{postId}",
    api.GET("/staff/blog-posts/{postId}", { params: { path: { postId } } }),
  );
  return (
    <>
      <p>
        <Link href="/blog" className="underline">
          Back to the blog
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{post.name}</h1>
      <p>
        Version {post.version}, {post.state}, about {post.minutesToRead} minute read. The site shows a saved
        change at once.
      </p>
      {saved === "1" ? (
        <p role="status" className="text-success">
          Created.
        </p>
      ) : null}
      <BlogPostForm key={post.version} post={post} mediaOrigin={serverEnv().API_URL} />
    </>
  );
}
