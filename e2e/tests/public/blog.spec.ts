import { expect, test } from "@playwright/test";
import { apiGet, type ApiBlogPost } from "../../support/api";

test("a blog post page shows the post with its body sanitized", async ({ page, request }) => {
  const list = await apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=9");
  // A post whose body links out: the sanitizer must force those links into a new tab without referrer.
  const post = list.items.find((item) => item.body?.includes("<a "));
  // The seed has such posts: without one this check would prove nothing, so it fails rather than skip.
  if (!post) throw new Error("No seeded post on the blog's first page links out");

  await page.goto("/blog-posts");
  await page.getByRole("link", { name: post.name }).click();
  await expect(page).toHaveURL(new RegExp(`/blog-posts/${post.url}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.name);
  await expect(page.getByText(`By ${post.author}`)).toBeVisible();

  const body = page.locator("article .rich-text");
  const links = body.locator("a");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
  }
  await expect(body.locator("script")).toHaveCount(0);
});

test("the blog's pagination leads to the next posts, and back to the first ones", async ({
  page,
  request,
}) => {
  const [first, second] = await Promise.all(
    [0, 1].map((index) =>
      apiGet<{ items: ApiBlogPost[] }>(request, `/blogs-for-index?Page=${index}&Limit=9`),
    ),
  );
  const [firstPost] = first!.items;
  const [secondPagePost] = second!.items;
  // The seed fills more than one page: without a second page this would prove nothing, so it fails rather than skip.
  if (!firstPost || !secondPagePost) throw new Error("The seeded blog has no second page");

  await page.goto("/blog-posts");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/blog-posts\?page=1$/);
  // A page left for another route stays mounted, hidden, so only visible links are the page shown.
  await expect(page.getByRole("link", { name: secondPagePost.name }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("link", { name: firstPost.name }).filter({ visible: true })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" }).click();
  await expect(page.getByRole("link", { name: firstPost.name }).filter({ visible: true })).toBeVisible();
});
