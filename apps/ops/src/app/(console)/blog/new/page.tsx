import type { Metadata } from "next";
import Link from "next/link";
import { BlogPostForm } from "@/features/blog/blog-post-form";
import { serverEnv } from "@/env";

export const metadata: Metadata = { title: "New post" };

export default function NewBlogPostPage() {
  return (
    <>
      <p>
        <Link href="/blog" className="underline">
          Back to the blog
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New post</h1>
      <BlogPostForm post={null} mediaOrigin={serverEnv().API_URL} />
    </>
  );
}
