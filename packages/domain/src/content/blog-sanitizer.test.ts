/// <reference types="node" />
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import DOMPurify from "isomorphic-dompurify";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOG_ALLOWED_TAGS, BLOG_GLOBAL_ATTRIBUTES, BLOG_TAG_ATTRIBUTES } from "./blog-html-policy";
import { sanitizeBlogHtml } from "./blog-sanitizer";

const LINK_ATTRIBUTES = 'target="_blank" rel="nofollow noopener noreferrer"';

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** Start tags of serialized HTML; the serializer escapes "<" in text, so every "<" here opens markup. */
function startTags(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][^\s/>]*)([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? "").toLowerCase(),
    attributes: new Map(
      [...(match[2] ?? "").matchAll(/\s([^\s="'>/]+)(?:="([^"]*)")?/g)].map((attribute) => [
        (attribute[1] ?? "").toLowerCase(),
        decodeAttribute(attribute[2] ?? ""),
      ]),
    ),
  }));
}

const DANGEROUS_URL = /^(?:javascript|data|vbscript):/i;
const VIDEO_SOURCE = /^https:\/\/(?:www\.youtube\.com|player\.vimeo\.com)[/?#]/;
const IMAGE_SOURCE =
  /^(?:https:\/\/images\.unsplash\.com[/?#]|https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?\/media\/)/;
const STYLE_DECLARATION =
  /^(?:font-weight: (?:normal|bold|\d{3})|text-align: (?:left|right|center|justify)|font-size: \d+(?:\.\d+)?(?:px|em|rem|%)|border-style: (?:none|solid|dashed|dotted)|display: (?:block|inline|inline-block|flex|none))$/;

/** Asserts the safety properties every sanitized output must have, whatever went in. */
function expectSafe(output: string): void {
  expect(output).not.toMatch(/<script/i);
  for (const tag of startTags(output)) {
    expect(BLOG_ALLOWED_TAGS).toContain(tag.name);
    const allowedAttributes = [...BLOG_GLOBAL_ATTRIBUTES, ...(BLOG_TAG_ATTRIBUTES[tag.name] ?? [])];
    for (const [name, value] of tag.attributes) {
      expect(name.startsWith("on"), `event handler ${name} on <${tag.name}>`).toBe(false);
      expect(allowedAttributes).toContain(name);
      if (name === "href" || name === "src") {
        // eslint-disable-next-line no-control-regex -- browsers drop control characters inside URLs
        expect(value.replace(/[\u0000-\u0020]/g, "")).not.toMatch(DANGEROUS_URL);
      }
      if (name === "style") {
        for (const declaration of value.split("; ")) expect(declaration).toMatch(STYLE_DECLARATION);
      }
    }
    if (tag.name === "a") {
      expect(tag.attributes.get("rel")).toBe("nofollow noopener noreferrer");
      expect(tag.attributes.get("target")).toBe("_blank");
    }
    if (tag.name === "iframe") expect(tag.attributes.get("src") ?? "").toMatch(VIDEO_SOURCE);
    if (tag.name === "img") {
      expect(tag.attributes.get("src") ?? "").toMatch(IMAGE_SOURCE);
      expect(["lazy", "eager"]).toContain(tag.attributes.get("loading"));
    }
  }
  expect(sanitizeBlogHtml(output)).toBe(output);
}

describe("sanitizeBlogHtml", () => {
  describe("tags", () => {
    it.each([
      ["<h2>Title</h2><blockquote>Quote</blockquote>", "<h2>Title</h2><blockquote>Quote</blockquote>"],
      ["<ul><li>one</li></ul><ol><li>two</li></ol>", "<ul><li>one</li></ul><ol><li>two</li></ol>"],
      [
        "<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><code>c</code><span>x</span></p>",
        "<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><code>c</code><span>x</span></p>",
      ],
      ["<pre>a  b</pre><hr><div>d<br>e</div>", "<pre>a  b</pre><hr><div>d<br>e</div>"],
      [
        "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>",
        "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>",
      ],
    ])("keeps the allowed tags of %s", (html, expected) => {
      expect(sanitizeBlogHtml(html)).toBe(expected);
    });

    it.each([
      ["<script>alert(1)</script><p>after</p>", "<p>after</p>"],
      ["<style>p{color:red}</style><p>after</p>", "<p>after</p>"],
      ['<form action="/x"><input name="q">text</form>', "text"],
      ["<font>old</font> <section>new</section>", "old new"],
      ["<svg><circle r='1'/></svg><math><mi>x</mi></math><p>p</p>", "<p>p</p>"],
    ])("discards other tags in %s", (html, expected) => {
      expect(sanitizeBlogHtml(html)).toBe(expected);
    });
  });

  describe("attributes", () => {
    it("keeps class, style and align on any tag", () => {
      expect(sanitizeBlogHtml('<div class="note" align="center" style="text-align: center">x</div>')).toBe(
        '<div class="note" align="center" style="text-align: center">x</div>',
      );
    });

    it("drops attributes outside the allowed list, including data-, aria-, id and event handlers", () => {
      expect(sanitizeBlogHtml('<p id="a" data-x="1" aria-label="l" onclick="x()" title="t">x</p>')).toBe(
        "<p>x</p>",
      );
    });

    it("keeps a link's href, name and title", () => {
      expect(sanitizeBlogHtml('<a href="https://example.com/a" name="top" title="T">x</a>')).toBe(
        `<a href="https://example.com/a" name="top" title="T" ${LINK_ATTRIBUTES}>x</a>`,
      );
    });

    it("keeps an image's alt, title, width, height, srcset and sizes", () => {
      const image =
        '<img src="https://images.unsplash.com/a.jpg" alt="A" title="T" width="10" height="20" srcset="https://images.unsplash.com/a-2x.jpg 2x" sizes="100vw" loading="lazy">';
      expect(sanitizeBlogHtml(image)).toBe(image);
    });

    it("keeps an iframe's width, height, allow, allowfullscreen and title", () => {
      const frame =
        '<iframe src="https://player.vimeo.com/video/1" width="640" height="360" allow="autoplay; fullscreen" allowfullscreen="" title="Loading a reefer"></iframe>';
      expect(sanitizeBlogHtml(frame)).toBe(frame);
    });

    it("drops an attribute allowed on one tag when it sits on another", () => {
      expect(
        sanitizeBlogHtml('<p src="https://images.unsplash.com/a.jpg" href="https://x.org" width="1">x</p>'),
      ).toBe("<p>x</p>");
    });
  });

  describe("links", () => {
    it.each([
      ["https://example.com/a?b=1&c=2", "https://example.com/a?b=1&amp;c=2"],
      ["http://example.com", "http://example.com"],
      ["mailto:team@example.com", "mailto:team@example.com"],
      ["/blog/next-post", "/blog/next-post"],
      ["#section", "#section"],
    ])("keeps the href %s", (href, serialized) => {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${serialized}" ${LINK_ATTRIBUTES}>x</a>`,
      );
    });

    it.each([
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "tel:+15555550100",
      "ftp://example.com/file",
    ])("removes the href %s but keeps the link text", (href) => {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toBe(`<a ${LINK_ATTRIBUTES}>x</a>`);
    });

    it("opens every link in a new tab with nofollow, noopener and noreferrer, replacing the author's values", () => {
      expect(sanitizeBlogHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
        `<a href="https://example.com" ${LINK_ATTRIBUTES}>x</a>`,
      );
    });
  });

  describe("images", () => {
    it.each([
      "https://images.unsplash.com/photo-1.jpg?w=800",
      "http://localhost:4000/media/blog/cover.png",
      "http://127.0.0.1/media/a.webp",
      "https://localhost/media/a.webp",
    ])("keeps an image from %s and loads it lazily", (src) => {
      expect(sanitizeBlogHtml(`<img src="${src}">`)).toBe(
        `<img src="${src.replace("&", "&amp;")}" loading="lazy">`,
      );
    });

    it("keeps an explicit eager loading and replaces any other loading value with lazy", () => {
      const src = "https://images.unsplash.com/a.jpg";
      expect(sanitizeBlogHtml(`<img src="${src}" loading="eager">`)).toBe(
        `<img src="${src}" loading="eager">`,
      );
      expect(sanitizeBlogHtml(`<img src="${src}" loading="sometimes">`)).toBe(
        `<img src="${src}" loading="lazy">`,
      );
    });

    it.each([
      ["an unknown host", "https://evil.example/a.jpg"],
      ["a look-alike host", "https://images.unsplash.com.evil.example/a.jpg"],
      ["credentials before the host", "https://images.unsplash.com@evil.example/a.jpg"],
      ["an own host outside /media/", "http://localhost:4000/uploads/a.png"],
      ["a path escaping /media/", "http://localhost:4000/media/../secret.png"],
      ["a relative URL", "/media/a.png"],
      ["a protocol-relative URL", "//images.unsplash.com/a.jpg"],
      ["a data URL", "data:image/png;base64,iVBORw0KGgo="],
      ["a javascript URL", "javascript:alert(1)"],
      ["no source at all", ""],
    ])("removes an image from %s", (_case, src) => {
      expect(sanitizeBlogHtml(`<div><img src="${src}" alt="x">text</div>`)).toBe("<div>text</div>");
    });

    it("accepts the configured media hosts instead of the defaults", () => {
      const options = { mediaHosts: ["api.freight.example"] };
      expect(sanitizeBlogHtml('<img src="https://api.freight.example/media/a.png">', options)).toBe(
        '<img src="https://api.freight.example/media/a.png" loading="lazy">',
      );
      expect(sanitizeBlogHtml('<div><img src="http://localhost/media/a.png">x</div>', options)).toBe(
        "<div>x</div>",
      );
    });

    it("drops a srcset that names a host outside the policy but keeps the image", () => {
      expect(
        sanitizeBlogHtml(
          '<img src="https://images.unsplash.com/a.jpg" srcset="https://evil.example/a.jpg 2x">',
        ),
      ).toBe('<img src="https://images.unsplash.com/a.jpg" loading="lazy">');
    });
  });

  describe("iframes", () => {
    it.each(["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://player.vimeo.com/video/76979871"])(
      "keeps a video from %s",
      (src) => {
        expect(sanitizeBlogHtml(`<iframe src="${src}"></iframe>`)).toBe(
          `<iframe src="${src}" title="Embedded video"></iframe>`,
        );
      },
    );

    it("names a video frame for screen readers and writes allowfullscreen as the boolean HTML allows", () => {
      expect(
        sanitizeBlogHtml('<iframe src="https://www.youtube.com/embed/x" allowfullscreen="true" title=" "></iframe>'),
      ).toBe('<iframe src="https://www.youtube.com/embed/x" allowfullscreen="" title="Embedded video"></iframe>');
    });

    it.each([
      "http://www.youtube.com/embed/x",
      "https://youtube.com/embed/x",
      "https://www.youtube.com.evil.example/embed/x",
      "https://www.youtube.com:8443/embed/x",
      "https://vimeo.com/76979871",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
    ])("removes an iframe from %j", (src) => {
      expect(sanitizeBlogHtml(`<div><iframe src="${src}"></iframe>x</div>`)).toBe("<div>x</div>");
    });

    it("never keeps srcdoc", () => {
      expect(
        sanitizeBlogHtml(
          '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>1</script>"></iframe>',
        ),
      ).toBe('<iframe src="https://www.youtube.com/embed/x" title="Embedded video"></iframe>');
    });
  });

  describe("empty paragraphs", () => {
    it.each([
      "<p></p>",
      "<p> </p>",
      "<p>&nbsp;</p>",
      "<p><br></p>",
      "<p><span> </span></p>",
      "<p>\u200b</p>",
    ])("removes %j", (paragraph) => {
      expect(sanitizeBlogHtml(`${paragraph}<p>kept</p>`)).toBe("<p>kept</p>");
    });

    it("removes a paragraph left empty once its image is removed", () => {
      expect(sanitizeBlogHtml('<p><img src="https://evil.example/a.png"></p><p>kept</p>')).toBe(
        "<p>kept</p>",
      );
    });

    it("keeps a paragraph holding only an allowed image", () => {
      expect(sanitizeBlogHtml('<p><img src="https://images.unsplash.com/a.jpg"></p>')).toBe(
        '<p><img src="https://images.unsplash.com/a.jpg" loading="lazy"></p>',
      );
    });
  });

  describe("inline styles", () => {
    it.each([
      ["font-weight: normal", "font-weight: normal"],
      ["font-weight:BOLD", "font-weight: bold"],
      ["font-weight: 600", "font-weight: 600"],
      ["text-align: justify", "text-align: justify"],
      ["font-size: 14px", "font-size: 14px"],
      ["font-size: 1.25em", "font-size: 1.25em"],
      ["font-size: 2rem", "font-size: 2rem"],
      ["font-size: 120%", "font-size: 120%"],
      ["border-style: dotted", "border-style: dotted"],
      ["display: inline-block", "display: inline-block"],
      ["display: none", "display: none"],
      ["color: red; font-weight: bold", "font-weight: bold"],
      ["text-align: left; text-align: right", "text-align: right"],
    ])("keeps the allowed part of %j", (style, kept) => {
      expect(sanitizeBlogHtml(`<p style="${style}">x</p>`)).toBe(`<p style="${kept}">x</p>`);
    });

    it.each([
      "font-weight: 60",
      "font-weight: bolder",
      "text-align: start",
      "font-size: large",
      "font-size: 12pt",
      "font-size: -1px",
      "border-style: double",
      "display: grid",
      "position: fixed",
      "background: url(javascript:alert(1))",
      "font-weight: bold !important",
      "display: block /* */",
    ])("drops the style attribute when nothing allowed is left in %j", (style) => {
      expect(sanitizeBlogHtml(`<p style="${style}">x</p>`)).toBe("<p>x</p>");
    });
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeBlogHtml("")).toBe("");
  });

  it("leaves plain text as it is, escaping markup characters", () => {
    expect(sanitizeBlogHtml("5 < 6 & 7 > 3")).toBe("5 &lt; 6 &amp; 7 &gt; 3");
  });

  it("does not change the shared DOMPurify instance other code uses", () => {
    sanitizeBlogHtml('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a><p id="a" style="color: red">y</p>')).toBe(
      '<a href="https://example.com">x</a><p id="a" style="color: red">y</p>',
    );
  });

  it("returns its own output unchanged when sanitizing it again", () => {
    const html =
      '<p style="font-weight:bold;color:red">Hi <a href="https://example.com">x</a></p><table><p>moved</p><tr><td>c</td></tr></table><p></p>';
    const once = sanitizeBlogHtml(html);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

const corporaFolder = fileURLToPath(new URL("../../../../../shared/corpora/", import.meta.url));
// The corpora sit beside the repository (../shared/corpora); without them this suite fails rather than skips.
if (!existsSync(corporaFolder)) {
  throw new Error(
    `The sanitizer corpora are missing: expected ${corporaFolder} (../shared/corpora from the repository root)`,
  );
}

describe(`sanitizeBlogHtml against the corpora in ${corporaFolder}`, async () => {
  const dompurifyCases: { title: string; payload: string }[] = (
    await import(pathToFileURL(`${corporaFolder}dompurify/expect.mjs`).href)
  ).default;
  const naughtyStrings: string[] = JSON.parse(
    readFileSync(`${corporaFolder}naughty-strings/blns.json`, "utf8"),
  );

  it("has the 223 DOMPurify payloads and the naughty strings", () => {
    expect(dompurifyCases).toHaveLength(223);
    expect(naughtyStrings.length).toBeGreaterThan(400);
  });

  it.each(dompurifyCases.map((testCase, index) => [index, testCase.title, testCase.payload] as const))(
    "makes DOMPurify payload %i (%s) safe",
    (_index, _title, payload) => {
      expectSafe(sanitizeBlogHtml(payload));
    },
  );

  it("makes every naughty string safe as text, link, image source and style", () => {
    for (const text of naughtyStrings) {
      const quoted = text.replace(/"/g, "&quot;");
      for (const html of [
        `<p>${text}</p>`,
        `<a href="${quoted}">${text}</a>`,
        `<img src="${quoted}" style="${quoted}">`,
      ]) {
        expectSafe(sanitizeBlogHtml(html));
      }
    }
  }, 120_000);
});

const HOSTILE_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<script>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://images.unsplash.com/a.jpg" onload="x()">',
  '<img src="http://localhost/media/a.png">',
  '<a href="javascript:alert(1)">',
  '<a href="https://example.com" target="_self">',
  "</a>",
  '<iframe src="https://evil.example/">',
  '<iframe src="https://www.youtube.com/embed/x">',
  "</iframe>",
  "<p>",
  "</p>",
  '<p style="display:flex;color:red;font-size:12px">',
  "<svg><script>alert(1)</script>",
  "<svg><a xlink:href='javascript:alert(1)'>",
  "<math><mi><mglyph><style><img src=x onerror=alert(1)>",
  "<table>",
  "<td>",
  "<tr>",
  "<style>",
  "<!--",
  "-->",
  "<noscript><p title='</noscript><img src=x onerror=alert(1)>'>",
  "<template>",
  "<form><input name=attributes>",
  "<base href='javascript:/'>",
  "<object data='javascript:alert(1)'>",
  "<div data-x='1' onmouseover='x'>",
  "</div>",
  "<textarea>",
  "<xmp>",
  "<select><option>",
  '"',
  "'",
  "<",
  ">",
  "&lt;",
  "&nbsp;",
  "text",
  " ",
  "<br>",
  "<a href='mailto:a@b.example'>",
  "<span style='font-weight: 700; position:absolute'>",
];

describe("sanitizeBlogHtml on random hostile markup", () => {
  it("always produces safe, idempotent output", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...HOSTILE_FRAGMENTS), fc.string({ maxLength: 6 })), {
          maxLength: 25,
        }),
        (fragments) => {
          expectSafe(sanitizeBlogHtml(fragments.join("")));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
