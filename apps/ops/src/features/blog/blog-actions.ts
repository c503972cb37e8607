"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";
import { apiErrorMessage } from "@freight/api-client/api-read";

/** The post as the form holds it; the API checks every rule again (slug, cover, sizes) and answers 400 with why. */
function postFromForm(formData: FormData) {
  const publishing = textField(formData, "publishing");
  const publishAt = textField(formData, "publishAt");
  const publishedAt =
    publishing === "schedule" && publishAt ? new Date(`${publishAt}Z`) : new Date(Date.now() - 1_000);
  return {
    url: textField(formData, "url"),
    name: textField(formData, "name"),
    subName: textField(formData, "subName"),
    body: typeof formData.get("body") === "string" ? String(formData.get("body")) : "",
    author: textField(formData, "author"),
    photo: textField(formData, "photo"),
    photoAlt: textField(formData, "photoAlt"),
    metaDescription: textField(formData, "metaDescription"),
    metaKeywords: textField(formData, "metaKeywords"),
    tags: textField(formData, "tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    isPublished: publishing !== "draft",
    publishedAt: Number.isNaN(publishedAt.getTime()) ? "" : publishedAt.toISOString(),
  };
}

/**
 * Saves a post: a new one is created and its page opens; an existing one is saved from the version the page
 * showed (someone else's save meanwhile is reported, never overwritten). The site shows the change at once.
 */
export async function saveBlogPostAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const post = postFromForm(formData);
  if (!post.publishedAt) return refusal("Enter the publish time as a date and time.");
  const postId = idField(formData, "postId");
  const api = await getServerApi();
  if (!postId) {
    let createdId: number | undefined;
    try {
      const { data, error, response } = await api.POST("/staff/blog-posts", { body: post });
      if (!data)
        return refusal(apiErrorMessage(error, `POST /staff/blog-posts answered ${response.status}.`));
      createdId = data.id;
    } catch {
      return refusal("The service could not be reached; nothing was saved. Try again in a minute.");
    }
    revalidatePath("/blog");
    redirect(`/blog/${createdId}?saved=1`);
  }
  const version = Number(textField(formData, "version"));
  if (!Number.isSafeInteger(version) || version < 1) return refusal("Reload the page and try again.");
  const outcome = await outcomeOf(
    "PUT /staff/blog-posts/{postId}",
    api.PUT("/staff/blog-posts/{postId}", { params: { path: { postId } }, body: { ...post, version } }),
    post.isPublished ? "Saved; the site shows it." : "Saved as a draft.",
  );
  if (outcome.isDone) revalidatePath(`/blog/${postId}`);
  return outcome;
}

/** The body as the site will show it and what the sanitizer policy takes out, before anything is saved. */
export async function previewBlogBodyAction(
  body: string,
): Promise<{ ok: true; body: string; removed: string[] } | { ok: false; message: string }> {
  await requireSameSiteAction();
  if (typeof body !== "string") return { ok: false, message: "Nothing to preview." };
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.POST("/staff/blog-posts/preview", { body: { body } });
    if (!data)
      return { ok: false, message: apiErrorMessage(error, `The preview answered ${response.status}.`) };
    return { ok: true, body: data.body, removed: data.removed };
  } catch {
    return { ok: false, message: "The service could not be reached. Try again in a minute." };
  }
}
