// @ts-check
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SCRIPTS_FALLBACK_DELAY_MS, scriptsAfterFirstPaint } from "./scripts-after-first-paint.js";

/** A document shaped as Next writes one: stylesheet and scripts in the head, flight data at the end of the body. */
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-precedence="next">body{}</style>`,
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>`,
  `<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b-c_d.js" async=""></script>`,
  `<title>Hubs</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>`,
  `<body><main><h1>Hubs</h1><p>&lt;script src=&quot;/_next/static/x.js&quot;&gt;</p></main>`,
  `<script>self.__next_f.push([1,"0:{}"])</script></body></html>`,
].join("");

/** The loader script a rewritten page ends with. */
function loaderOf(/** @type {string} */ html) {
  const scripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? "");
  const loader = scripts.at(-1);
  if (!loader) throw new Error("no inline script");
  return loader;
}

/**
 * Runs a loader against a stand-in browser: a head that records appended scripts, a PerformanceObserver that is
 * handed paint entries by the test, and timers the test fires.
 * @param {string} loader
 * @param {{ withObserver?: boolean; visibilityState?: "visible" | "hidden" }} [options]
 */
function runLoader(loader, { withObserver = true, visibilityState = "visible" } = {}) {
  /** @type {{ src: string; async: boolean }[]} */
  const appended = [];
  /** @type {{ callback: () => void; delay: number }[]} */
  const timers = [];
  /** @type {((list: { getEntries(): { name: string }[] }) => void)[]} */
  const observers = [];
  /** @type {(() => void)[]} */
  const visibilityListeners = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (/** @type {{ src: string; async: boolean }} */ node) => appended.push(node) },
    addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
      if (type === "visibilitychange") visibilityListeners.push(listener);
    },
  };
  const context = {
    document,
    setTimeout: (/** @type {() => void} */ callback, /** @type {number} */ delay) =>
      timers.push({ callback, delay }),
    ...(withObserver
      ? {
          PerformanceObserver: class {
            constructor(/** @type {(list: { getEntries(): { name: string }[] }) => void} */ callback) {
              observers.push(callback);
            }
            observe(/** @type {{ type: string }} */ options) {
              if (options.type !== "paint") throw new TypeError("unsupported entry type");
            }
          },
        }
      : {}),
  };
  runInNewContext(loader, context);
  const paint = (/** @type {string} */ name) =>
    observers.forEach((callback) => callback({ getEntries: () => [{ name }] }));
  const fire = (/** @type {number} */ delay) =>
    timers.filter((timer) => timer.delay === delay).forEach((timer) => timer.callback());
  const hide = () => {
    document.visibilityState = "hidden";
    visibilityListeners.forEach((listener) => listener());
  };
  return { appended, paint, fire, hide };
}

describe("scriptsAfterFirstPaint", () => {
  it("takes the page's async head scripts out of the head and loads them, in order, from one script before </body>", () => {
    const html = scriptsAfterFirstPaint(page);
    const [head = "", body = ""] = html.split("</head>");
    expect(head).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(head).not.toContain('<script src="/_next/static/chunks/b-c_d.js"');
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(body.indexOf("self.__next_f")).toBeLessThan(body.indexOf("/_next/static/chunks/a.js"));
    const loader = runLoader(loaderOf(html));
    loader.paint("first-contentful-paint");
    loader.fire(0);
    expect(loader.appended).toEqual([
      { src: "/_next/static/chunks/a.js", async: true },
      { src: "/_next/static/chunks/b-c_d.js", async: true },
    ]);
  });

  it("leaves the noModule polyfills, preload links, stylesheet and the page's text where they were", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>');
    expect(html).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>',
    );
    expect(html).toContain('<style data-precedence="next">body{}</style>');
    expect(html).toContain("<p>&lt;script src=&quot;/_next/static/x.js&quot;&gt;</p>");
  });

  it("loads nothing before the first contentful paint, and each script once however many paints and timers follow", () => {
    const loader = runLoader(loaderOf(scriptsAfterFirstPaint(page)));
    loader.paint("first-paint");
    loader.fire(0);
    expect(loader.appended).toHaveLength(0);
    loader.paint("first-contentful-paint");
    loader.fire(0);
    loader.fire(SCRIPTS_FALLBACK_DELAY_MS);
    loader.paint("first-contentful-paint");
    loader.fire(0);
    expect(loader.appended).toHaveLength(2);
  });

  it("loads the scripts after the fallback delay when a visible page never paints its content", () => {
    const loader = runLoader(loaderOf(scriptsAfterFirstPaint(page)));
    loader.fire(1000);
    expect(loader.appended).toHaveLength(0);
    loader.fire(SCRIPTS_FALLBACK_DELAY_MS);
    expect(loader.appended).toHaveLength(2);
  });

  it("loads the scripts at once in a hidden tab, and when the tab is hidden before its first paint", () => {
    const hidden = runLoader(loaderOf(scriptsAfterFirstPaint(page)), { visibilityState: "hidden" });
    expect(hidden.appended).toHaveLength(2);
    const hiddenLater = runLoader(loaderOf(scriptsAfterFirstPaint(page)));
    expect(hiddenLater.appended).toHaveLength(0);
    hiddenLater.hide();
    hiddenLater.fire(SCRIPTS_FALLBACK_DELAY_MS);
    hiddenLater.paint("first-contentful-paint");
    hiddenLater.fire(0);
    expect(hiddenLater.appended).toHaveLength(2);
  });

  it("loads the scripts at once in a browser without PerformanceObserver", () => {
    const loader = runLoader(loaderOf(scriptsAfterFirstPaint(page)), { withObserver: false });
    expect(loader.appended).toHaveLength(2);
  });

  it("returns a document without head scripts, head or body as it is", () => {
    const withoutScripts = page.replace(
      /<script src="\/_next\/static\/chunks\/[ab][^"]*" async=""><\/script>/g,
      "",
    );
    expect(scriptsAfterFirstPaint(withoutScripts)).toBe(withoutScripts);
    expect(scriptsAfterFirstPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
    const scriptInBodyOnly = `<html><head></head><body><script src="/_next/static/a.js" async=""></script></body></html>`;
    expect(scriptsAfterFirstPaint(scriptInBodyOnly)).toBe(scriptInBodyOnly);
    const withoutBody = page.replace(/<\/body>/, "");
    expect(scriptsAfterFirstPaint(withoutBody)).toBe(withoutBody);
  });

  it("keeps a script with any other attribute (integrity, nonce) in the head", () => {
    const withIntegrity = page.replace(
      '<script src="/_next/static/chunks/a.js" async="">',
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-x">',
    );
    const html = scriptsAfterFirstPaint(withIntegrity);
    expect(html).toContain('<script src="/_next/static/chunks/a.js" async="" integrity="sha256-x"></script>');
    const loader = runLoader(loaderOf(html));
    loader.fire(SCRIPTS_FALLBACK_DELAY_MS);
    expect(loader.appended.map((script) => script.src)).toEqual(["/_next/static/chunks/b-c_d.js"]);
  });
});
