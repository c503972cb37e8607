// @ts-check

/**
 * The page's scripts as React writes them into the head: `<script src="/_next/static/…" async=""></script>`.
 * Only that exact form is moved: a tag with any other attribute (`noModule`, `integrity`, `nonce`) stays where it is.
 */
const HEAD_SCRIPT = /<script src="(\/_next\/static\/[^"<>\s]+\.js)" async=""><\/script>/g;

/**
 * How long a visible page waits for its first contentful paint before it loads its scripts anyway: a page that
 * never paints text would otherwise never hydrate. A slow phone paints well within it.
 */
export const SCRIPTS_FALLBACK_DELAY_MS = 5000;

/**
 * An inline script that adds the page's scripts to the head once the browser has painted the page's content
 * (the `first-contentful-paint` entry): at once in a hidden tab (opened in the background or prerendered, where
 * nothing is painted) or when the tab is hidden before its paint, and after SCRIPTS_FALLBACK_DELAY_MS at the
 * latest. Written in ES5, as the legacy browsers of Next's `noModule` polyfills run it too; without
 * PerformanceObserver it loads them at once.
 * @param {readonly string[]} sources
 */
function loaderFor(sources) {
  // JSON is not safe inside a script element on its own: `</script>` or `<!--` in a path would end or break it.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script>(function(s){var d=0;function l(){if(d)return;d=1;for(var i=0;i<s.length;i++){` +
    `var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `function h(){if(document.visibilityState==="hidden")l()}h();document.addEventListener("visibilitychange",h);` +
    `try{new PerformanceObserver(function(r){r.getEntries().forEach(function(p){` +
    `if(p.name==="first-contentful-paint")setTimeout(l,0)})}).observe({type:"paint",buffered:true})}` +
    `catch(x){l()}setTimeout(l,${SCRIPTS_FALLBACK_DELAY_MS})})(${list})</script>`
  );
}

/**
 * A server-rendered page whose scripts start loading after its content is painted instead of while the head is
 * parsed. The HTML is complete without them: they hydrate what is already shown. Loaded from the head they
 * compete with the document and the largest image for a phone's bandwidth, and on a fast link they arrive and
 * run before the first paint, holding the content back by the time React takes to start. Moved behind the first
 * paint they take neither, and hydration starts a frame later. The tags are taken out of the head and one inline
 * loader goes just before `</body>`, so it runs after the rest of the document is parsed. A document without a
 * head and a body, or without such tags, is returned as it is.
 * @param {string} html
 */
export function scriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  /** @type {string[]} */
  const sources = [];
  const head = html.slice(0, headEnd).replace(HEAD_SCRIPT, (_tag, /** @type {string} */ source) => {
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return html;
  return head + html.slice(headEnd, bodyEnd) + loaderFor(sources) + html.slice(bodyEnd);
}
