import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toBlogPost } from "./blog-post";

const serverPost = {
  url: "cross-docking-101",
  name: "Cross-docking 101",
  subName: "What happens between two trucks",
  body: '<h2>Intro</h2><p></p><p>Read <a href="javascript:alert(1)">this</a></p><script>x</script>',
  date: "2024-05-01T12:00:00.000Z",
  author: "Dana",
  authorPhoto: "/media/dana.jpg",
  authorPhotoAlt: "Dana",
  photo: "/media/cover.jpg",
  photoAlt: "Cover",
  photoPreview: "/media/cover-s.jpg",
  photoPreviewAlt: "Cover small",
  minutesToRead: 4,
  tags: [{ name: "cross-dock" }, { name: "" }, { name: "basics" }],
  metaKeywords: "cross-dock",
  metaDescription: "Basics of cross-docking",
};

describe("toBlogPost", () => {
  it("uses the url as the post id and sanitizes the body", () => {
    expect(toBlogPost(serverPost)).toEqual({
      ...serverPost,
      id: "cross-docking-101",
      body: '<h2>Intro</h2><p>Read <a target="_blank" rel="nofollow noopener noreferrer">this</a></p>',
      tags: [{ name: "cross-dock" }, { name: "basics" }],
    });
  });

  it.each([
    ["minutes to read given as text", { minutesToRead: "7" }, { minutesToRead: 7 }],
    ["negative minutes to read", { minutesToRead: -3 }, { minutesToRead: 0 }],
    ["list item sent without a body", { body: undefined }, { body: "" }],
    ["tags that are not a list", { tags: "a,b" }, { tags: [] }],
  ])("coerces a %s", (_case, override, expected) => {
    expect(toBlogPost({ ...serverPost, ...override })).toMatchObject(expected);
  });

  it("never throws, whatever the server sends", () => {
    fc.assert(
      fc.property(fc.anything(), (server) => {
        const post = toBlogPost(server);
        expect(post.id).toBe(post.url);
        expect(typeof post.body).toBe("string");
      }),
      { numRuns: 200 },
    );
  });
});
