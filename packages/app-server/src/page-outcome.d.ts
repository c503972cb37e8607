/** What one page request found out while it was rendered. */
export interface PageOutcome {
  isUnavailable: boolean;
}

/** The process-wide key of the servers' AsyncLocalStorage of page outcomes. */
export declare const PAGE_OUTCOME_STORE: unique symbol;

/** The page being rendered shows a retry notice: its server answers 503 with Retry-After (no-op elsewhere). */
export declare function markPageUnavailable(): void;
