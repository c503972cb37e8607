import { expect, test } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { opsAdmin, signInToOps, staffHeadersOf } from "../../support/ops";
import { urls } from "../../support/servers";

const coverFixture = fileURLToPath(new URL("../../support/fixtures/cover.jpg", import.meta.url));

test("an editor writes a post with a heading, a list, a link and a video, sees hostile HTML stripped, and the blog shows it at once", async ({
  page,
  request,
}) => {
  const title = `Cold chain at the cross-dock ${Date.now()}`;
  let postId = 0;
  try {
    await signInToOps(page, request, opsAdmin);
    await page.goto(`${urls.ops}/blog/new`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(page.getByLabel("URL slug")).toHaveValue(/^cold-chain-at-the-cross-dock-\d+$/);
    const slug = await page.getByLabel("URL slug").inputValue();
    await page.getByLabel("Author").fill("Dana Reyes");
    // The cover is uploaded: the API resizes it and the field takes its path.
    await page.getByLabel("Upload a cover").setInputFiles(coverFixture);
    await expect(page.getByLabel(/^Cover image/)).toHaveValue(/^\/uploaded-images\/[0-9a-f]{32}\.webp$/);
    await page.getByLabel("SEO description").fill("How reefers stay cold between trailers.");

    const body = page.getByRole("textbox", { name: "Post body" });
    await body.click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("Why it matters");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Keep it cold");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Keep it moving");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the rules");
    await page.keyboard.press("Shift+Home");
    page.once("dialog", (dialog) => void dialog.accept("https://www.osha.gov/"));
    await page.getByRole("button", { name: "Link" }).click();
    await expect(body.getByRole("link", { name: "Read the rules" })).toBeVisible();
    // Back in the text, the selection collapsed after the link before anything else is typed.
    await body.focus();
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Watch the loading:");
    await expect(body.getByText("Watch the loading:")).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept("https://www.youtube.com/watch?v=dQw4w9WgXcQ"));
    await page.getByRole("button", { name: "YouTube video" }).click();
    await expect(body.locator("iframe")).toHaveCount(1);

    // Pasted markup goes through the HTML source; the preview names what the policy takes out.
    await page.getByRole("button", { name: "HTML source" }).click();
    const source = page.getByLabel("Post body HTML");
    await source.fill(
      `${await source.inputValue()}<img src="x" onerror="alert(1)"><script>alert(2)</script>`,
    );
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("stripped")).toContainText("<script> ×1");
    await expect(page.getByTestId("stripped")).toContainText("onerror ×1");
    await expect(page.getByTestId("preview-body").locator("h2")).toHaveText("Why it matters");

    await page.getByLabel("Published now").check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL(/\/blog\/\d+\?saved=1$/);
    postId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByText("Created.")).toBeVisible();

    // The public blog lists and renders it without a rebuild of the site.
    await expect(async () => {
      await page.goto(`${urls.web}/blog-posts`);
      await expect(page.getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.goto(`${urls.web}/blog-posts/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const article = page.locator("article .rich-text");
    await expect(article.getByRole("heading", { name: "Why it matters" })).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveText(["Keep it cold", "Keep it moving"]);
    await expect(article.getByRole("link", { name: "Read the rules" })).toHaveAttribute(
      "href",
      "https://www.osha.gov/",
    );
    await expect(article.getByText("Watch the loading:")).toBeVisible();
    await expect(article.locator('iframe[src^="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toHaveAttribute(
      "title",
      "Embedded video",
    );
    await expect(article.locator("script")).toHaveCount(0);
    // The uploaded cover is served through the site's image optimiser from the API.
    const coverImage = page.locator('img[src*="uploaded-images"]').first();
    await expect(coverImage).toBeVisible();
    await expect.poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(article.locator("[onerror]")).toHaveCount(0);
  } finally {
    // Back to a draft, so the public pages other journeys check keep the seeded posts first.
    if (postId) {
      const headers = await staffHeadersOf(page);
      const current = (await (
        await request.get(`${urls.api}/staff/blog-posts/${postId}`, { headers })
      ).json()) as Record<string, unknown>;
      // Only the fields a save takes: the API refuses the read-only ones (id, state, minutesToRead...) with 400.
      const fields = ["version", "url", "name", "subName", "body", "author", "photo", "photoAlt", "tags"];
      fields.push("metaDescription", "metaKeywords", "publishedAt");
      const unpublished = await request.put(`${urls.api}/staff/blog-posts/${postId}`, {
        headers,
        data: { ...Object.fromEntries(fields.map((field) => [field, current[field]])), isPublished: false },
      });
      expect(unpublished.status(), await unpublished.text()).toBe(200);
    }
  }
});
