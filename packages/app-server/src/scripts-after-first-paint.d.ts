/** How long a page waits for its first contentful paint before it loads its scripts anyway. */
export declare const SCRIPTS_FALLBACK_DELAY_MS: number;

/** A page whose head scripts are loaded by an inline loader after the first contentful paint. */
export declare function scriptsAfterFirstPaint(html: string): string;
