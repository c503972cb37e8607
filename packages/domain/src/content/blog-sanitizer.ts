import DOMPurify from "isomorphic-dompurify";
import {
  BLOG_ALLOWED_TAGS,
  BLOG_GLOBAL_ATTRIBUTES,
  BLOG_TAG_ATTRIBUTES,
  DEFAULT_IMAGE_LOADING,
  DEFAULT_MEDIA_HOSTS,
  DEFAULT_STOCK_IMAGE_HOSTS,
  type ImageHostPolicy,
  LINK_REL,
  LINK_TARGET,
  filterInlineStyle,
  isAllowedImageSource,
  isAllowedImageSrcset,
  isAllowedLinkHref,
  isAllowedVideoSource,
} from "./blog-html-policy";

/** Options of sanitizeBlogHtml: where blog images may come from. */
export interface BlogSanitizerOptions {
  /** Own media hosts (images under "/media/"); defaults to DEFAULT_MEDIA_HOSTS. */
  mediaHosts?: readonly string[];
  /** Stock-photo hosts (any image path); defaults to DEFAULT_STOCK_IMAGE_HOSTS. */
  stockImageHosts?: readonly string[];
}

// packages/domain compiles without the DOM library, so the few DOM members used are typed here.
interface PolicyElement {
  readonly nodeName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getElementsByTagName(tagName: string): ArrayLike<PolicyElement>;
  remove(): void;
}

interface PolicyBody extends PolicyElement {
  readonly innerHTML: string;
}

interface AttributeHookEvent {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

type Purifier = typeof DOMPurify;
type PurifierWindow = Parameters<Purifier>[0];

const ALLOWED_ATTRIBUTES = [
  ...new Set([...BLOG_GLOBAL_ATTRIBUTES, ...Object.values(BLOG_TAG_ATTRIBUTES).flat()]),
];

const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...BLOG_ALLOWED_TAGS],
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  // DOMPurify's own scheme check, narrowed to the allowed link schemes; hooks then apply the host rules.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM: true as const,
};

/** The name a video frame gets when the editor gave it none. */
export const EMBEDDED_VIDEO_TITLE = "Embedded video";

// Zero-width characters count as empty too: editors leave them in paragraphs that look blank.
const BLANK_TEXT = /[\s\u200b-\u200d\u2060\ufeff]/g;
// A paragraph without text that holds one of these is content, not blank.
const CONTENT_TAGS = ["img", "iframe", "hr", "table"];
// Serialising and re-parsing can move nodes (foster-parented table content, nested links), so
// sanitizing repeats until the output is stable; one extra pass settles every known case.
const MAX_PASSES = 4;

let activeHosts: ImageHostPolicy = {
  mediaHosts: DEFAULT_MEDIA_HOSTS,
  stockImageHosts: DEFAULT_STOCK_IMAGE_HOSTS,
};
let purifier: Purifier | null = null;
// Paragraphs met during the current sanitize; they are checked for emptiness once their content is final.
let paragraphs: PolicyElement[] = [];

/**
 * isomorphic-dompurify exposes a ready instance but not its window (a jsdom window on the server).
 * DOMPurify imports its result into that window's own document when shadow-root attributes are
 * allowed, so a one-off sanitize leads back to the window for a dedicated instance.
 */
function purifierWindow(): PurifierWindow {
  const probe = DOMPurify.sanitize("<p></p>", {
    RETURN_DOM: true,
    ADD_ATTR: ["shadowrootmode"],
  }) as unknown as {
    ownerDocument?: { defaultView?: unknown } | null;
  } | null;
  const view = probe?.ownerDocument?.defaultView ?? (globalThis as { window?: unknown }).window;
  if (!view) throw new Error("No DOM window is available for the blog sanitizer.");
  return view as PurifierWindow;
}

function keepAttributeFor(element: PolicyElement, event: AttributeHookEvent): void {
  const tag = element.nodeName.toLowerCase();
  const name = event.attrName.toLowerCase();
  const allowedHere =
    BLOG_GLOBAL_ATTRIBUTES.includes(name) || (BLOG_TAG_ATTRIBUTES[tag] ?? []).includes(name);
  if (!allowedHere) {
    event.keepAttr = false;
  } else if (name === "style") {
    event.attrValue = filterInlineStyle(event.attrValue);
    event.keepAttr = event.attrValue !== "";
  } else if (tag === "a" && name === "href") {
    event.keepAttr = isAllowedLinkHref(event.attrValue);
  }
}

function enforceElementRules(element: PolicyElement): void {
  switch (element.nodeName.toLowerCase()) {
    case "a":
      element.setAttribute("target", LINK_TARGET);
      element.setAttribute("rel", LINK_REL);
      break;
    case "img": {
      if (!isAllowedImageSource(element.getAttribute("src") ?? "", activeHosts)) {
        element.remove();
        return;
      }
      const srcset = element.getAttribute("srcset");
      if (srcset !== null && !isAllowedImageSrcset(srcset, activeHosts)) element.removeAttribute("srcset");
      const loading = element.getAttribute("loading")?.toLowerCase();
      element.setAttribute("loading", loading === "eager" ? "eager" : DEFAULT_IMAGE_LOADING);
      break;
    }
    case "iframe":
      if (!isAllowedVideoSource(element.getAttribute("src") ?? "")) {
        element.remove();
        return;
      }
      // allowfullscreen is a boolean attribute (editors write "true", which HTML does not allow), and a frame
      // needs a name for screen readers.
      if (element.getAttribute("allowfullscreen") !== null) element.setAttribute("allowfullscreen", "");
      if (!(element.getAttribute("title") ?? "").trim()) element.setAttribute("title", EMBEDDED_VIDEO_TITLE);
      break;
    case "p":
      paragraphs.push(element);
      break;
  }
}

function createPurifier(): Purifier {
  const instance = DOMPurify(purifierWindow());
  if (!instance.isSupported) throw new Error("DOMPurify cannot run in this environment.");
  // The instance is ours alone, so the policy is parsed once instead of on every call.
  instance.setConfig(PURIFY_CONFIG);
  instance.addHook("uponSanitizeAttribute", (node, event) => {
    keepAttributeFor(node as unknown as PolicyElement, event as AttributeHookEvent);
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    enforceElementRules(node as unknown as PolicyElement);
  });
  return instance;
}

function isBlank(paragraph: PolicyElement): boolean {
  return (
    (paragraph.textContent ?? "").replace(BLANK_TEXT, "") === "" &&
    CONTENT_TAGS.every((tag) => paragraph.getElementsByTagName(tag).length === 0)
  );
}

function sanitizeOnce(instance: Purifier, html: string): string {
  paragraphs = [];
  try {
    const body = instance.sanitize(html) as unknown as PolicyBody | null;
    if (!body) return "";
    for (const paragraph of paragraphs) if (isBlank(paragraph)) paragraph.remove();
    return body.innerHTML;
  } finally {
    paragraphs = [];
  }
}

/**
 * Sanitizes blog body HTML for display: allowed tags and attributes only, http(s)
 * and mailto links opening in a new tab with rel="nofollow noopener noreferrer", lazy images only
 * from the media or stock-photo hosts, iframes only from www.youtube.com and player.vimeo.com, no
 * empty paragraphs, and inline styles cut down to the allowed properties and values.
 * Sanitizing the output again returns it unchanged.
 */
export function sanitizeBlogHtml(html: string, options: BlogSanitizerOptions = {}): string {
  if (typeof html !== "string" || html === "") return "";
  purifier ??= createPurifier();
  const previousHosts = activeHosts;
  activeHosts = {
    mediaHosts: options.mediaHosts ?? DEFAULT_MEDIA_HOSTS,
    stockImageHosts: options.stockImageHosts ?? DEFAULT_STOCK_IMAGE_HOSTS,
  };
  try {
    let output = sanitizeOnce(purifier, html);
    // Input that comes out unchanged is already a fixed point (typical for stored, sanitized bodies).
    if (output === html) return output;
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const again = sanitizeOnce(purifier, output);
      if (again === output) break;
      output = again;
    }
    return output;
  } finally {
    activeHosts = previousHosts;
  }
}
