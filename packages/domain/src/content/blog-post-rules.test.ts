import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./blog-sanitizer";
import { blogSlugProblem, isPostVisible, readingMinutes, slugFromTitle, strippedMarkup } from "./blog-post-rules";

describe("readingMinutes", () => {
  it("counts the words of the text at 200 a minute, rounded up, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(201)}</p><script>${"x ".repeat(900)}</script>`)).toBe(2);
    expect(readingMinutes(`<h2>One&nbsp;two</h2><ul><li>three</li></ul>`)).toBe(1);
  });
});

describe("blogSlugProblem", () => {
  it("accepts lower-case words joined by single hyphens and refuses anything else", () => {
    expect(blogSlugProblem("winter-loading-tips")).toBeNull();
    expect(blogSlugProblem("top-5")).toBeNull();
    for (const slug of ["ab", "Upper", "two--hyphens", "-lead", "trail-", "spa ce", "ümlaut", "a/b", "x".repeat(121), "a\u0000b"]) {
      expect(blogSlugProblem(slug), slug).not.toBeNull();
    }
  });

  it("is satisfied by the slug made from any title with letters or digits", () => {
    expect(slugFromTitle("Winter loading: 5 tips!")).toBe("winter-loading-5-tips");
    expect(slugFromTitle("Crème brûlée — at the dock")).toBe("creme-brulee-at-the-dock");
    expect(blogSlugProblem(slugFromTitle(`${"Long title ".repeat(30)}`))).toBeNull();
  });
});

describe("isPostVisible", () => {
  it("shows a published post once its time has come, never a draft", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(isPostVisible({ isPublished: true, publishedAt: new Date("2026-11-26T12:00:00Z") }, now)).toBe(true);
    expect(isPostVisible({ isPublished: true, publishedAt: new Date("2026-11-26T12:00:01Z") }, now)).toBe(false);
    expect(isPostVisible({ isPublished: false, publishedAt: new Date("2020-01-01T00:00:00Z") }, now)).toBe(false);
  });
});

describe("strippedMarkup", () => {
  it("names the tags and attributes the sanitizer took out, with how many", () => {
    const hostile =
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://evil.example/a.png" onerror="x()"><a href="javascript:alert(1)">link</a>';
    const removed = strippedMarkup(hostile, sanitizeBlogHtml(hostile));
    expect(removed).toEqual(expect.arrayContaining(["<script> ×1", "onclick ×1", "onerror ×1", "<img> ×1"]));
    expect(strippedMarkup("<p>fine</p>", sanitizeBlogHtml("<p>fine</p>"))).toEqual([]);
  });
});
