"use client";

import { useActionState, useState, useTransition } from "react";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { slugFromTitle } from "@freight/domain/content/blog-post-rules";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { previewBlogBodyAction, saveBlogPostAction } from "./blog-actions";
import { RichTextEditor } from "@/components/rich-text-editor";

type Post = Schema<"StaffBlogPost">;

/** A UTC instant as the value of a datetime-local field (the form states that times are UTC). */
function utcFieldValue(iso: string): string {
  return iso.slice(0, 16);
}

/** The post's plain text fields besides the title and slug, in form order. */
function textFields(post: Post | null) {
  return [
    { name: "subName", label: "Subtitle", maxLength: 300, isRequired: false, value: post?.subName ?? "" },
    { name: "author", label: "Author", maxLength: 120, isRequired: true, value: post?.author ?? "" },
    {
      name: "photoAlt",
      label: "Cover description (alt text)",
      maxLength: 300,
      isRequired: false,
      value: post?.photoAlt ?? "",
    },
    {
      name: "metaDescription",
      label: "SEO description",
      maxLength: 300,
      isRequired: false,
      value: post?.metaDescription ?? "",
    },
    {
      name: "metaKeywords",
      label: "SEO keywords",
      maxLength: 300,
      isRequired: false,
      value: post?.metaKeywords ?? "",
    },
    {
      name: "tags",
      label: "Tags (comma-separated)",
      maxLength: 400,
      isRequired: false,
      value: post?.tags.join(", ") ?? "",
    },
  ];
}

/** The cover as the browser can load it: an https address as it is, an API path (/media/…) from the API. */
function coverSource(photo: string, mediaOrigin: string): string {
  const trimmed = photo.trim();
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return new URL(trimmed, mediaOrigin).href;
  return "";
}

/** The post as the site shows it: its title, its cover and the body after the API's sanitizer. */
function BodyPreview({ body, title, cover }: { body: string; title: string; cover: string }) {
  const [preview, setPreview] = useState<{ body: string; removed: string[] } | null>(null);
  const [problem, setProblem] = useState("");
  const [isPending, startTransition] = useTransition();
  return (
    <section
      aria-labelledby="preview-title"
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="preview-title" className="text-lg font-semibold">
          Preview as the site shows it
        </h2>
        <Button
          type="button"
          variant="secondary"
          isLoading={isPending}
          onClick={() =>
            startTransition(async () => {
              const answer = await previewBlogBodyAction(body);
              if (answer.ok) {
                setPreview({ body: answer.body, removed: answer.removed });
                setProblem("");
              } else setProblem(answer.message);
            })
          }
        >
          Preview
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      {preview ? (
        <>
          <div role="status" data-testid="stripped">
            {preview.removed.length === 0
              ? "Nothing is taken out."
              : `Taken out when saved: ${preview.removed.join(", ")}`}
          </div>
          <h3 className="text-2xl font-bold" data-testid="preview-title">
            {title || "(no title yet)"}
          </h3>
          {cover ? (
            <img
              src={cover}
              alt=""
              data-testid="preview-cover"
              className="aspect-[16/9] w-full max-w-xl rounded object-cover"
            />
          ) : null}
          {/* The API's sanitizer output: the very HTML the site will show. */}
          <div
            className="rich-text rounded border border-line p-3"
            data-testid="preview-body"
            dangerouslySetInnerHTML={{ __html: preview.body }}
          />
        </>
      ) : null}
    </section>
  );
}

/** Writes or edits a post: title, slug, body, cover, SEO, tags and whether it is a draft, published or scheduled. */
export function BlogPostForm({ post, mediaOrigin }: { post: Post | null; mediaOrigin: string }) {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(saveBlogPostAction, {
    isDone: false,
    message: "",
  });
  const [name, setName] = useState(post?.name ?? "");
  const [url, setUrl] = useState(post?.url ?? "");
  const [isSlugEdited, setIsSlugEdited] = useState(post !== null);
  const [body, setBody] = useState(post?.body ?? "");
  const [photo, setPhoto] = useState(post?.photo ?? "");
  const initialPublishing = !post
    ? "draft"
    : post.state === "scheduled"
      ? "schedule"
      : post.isPublished
        ? "publish"
        : "draft";
  const [publishing, setPublishing] = useState(initialPublishing);

  return (
    <form
      action={formAction}
      aria-label={post ? `Edit ${post.name}` : "New post"}
      className="flex flex-col gap-5"
    >
      {post ? (
        <>
          <input type="hidden" name="postId" value={post.id} />
          <input type="hidden" name="version" value={post.version} />
        </>
      ) : null}
      <input type="hidden" name="body" value={body} />
      <fieldset disabled={isPending} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <LabeledField label="Title">
            <input
              name="name"
              required
              maxLength={200}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (!isSlugEdited) setUrl(slugFromTitle(event.target.value));
              }}
              className={fieldClassName}
            />
          </LabeledField>
          <LabeledField label="URL slug">
            <input
              name="url"
              required
              maxLength={120}
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setIsSlugEdited(true);
              }}
              className={fieldClassName}
            />
          </LabeledField>
          <LabeledField label="Cover image (uploaded, /media/… path or https address)">
            <input
              name="photo"
              required
              maxLength={500}
              value={photo}
              onChange={(event) => setPhoto(event.target.value)}
              className={fieldClassName}
            />
          </LabeledField>
          <ImageUploadButton label="Upload a cover" onUploaded={(image) => setPhoto(image.path)} />
          {textFields(post).map((field) => (
            <LabeledField key={field.name} label={field.label}>
              <input
                name={field.name}
                required={field.isRequired}
                maxLength={field.maxLength}
                defaultValue={field.value}
                className={fieldClassName}
              />
            </LabeledField>
          ))}
        </div>
        <div className="flex flex-col gap-2">
          <span className="font-medium">Body</span>
          <RichTextEditor label="Post body" initialHtml={post?.body ?? ""} onChange={setBody} />
        </div>
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="font-medium">On the site</legend>
          {[
            ["draft", "Draft (not on the site)"],
            ["publish", "Published now"],
            ["schedule", "Scheduled for"],
          ].map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="publishing"
                value={value}
                checked={publishing === value}
                onChange={() => setPublishing(value ?? "draft")}
              />
              {label}
            </label>
          ))}
          <LabeledField label="Publish time (UTC)">
            <input
              type="datetime-local"
              name="publishAt"
              disabled={publishing !== "schedule"}
              defaultValue={post?.state === "scheduled" ? utcFieldValue(post.publishedAt) : ""}
              className={fieldClassName}
            />
          </LabeledField>
        </fieldset>
        <div>
          <Button type="submit">{post ? "Save" : "Create post"}</Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
      <BodyPreview body={body} title={name} cover={coverSource(photo, mediaOrigin)} />
    </form>
  );
}
