/**
 * The clock a test app's orders feature judges by (slot lead times, change cutoffs, payment holds, check-in
 * windows). It stands still, so a test can compare what the app stored with it: at the real now when made and
 * after each reset, elsewhere when a test sets or advances it. Pass `clock.now` as
 * `createTestApp({ orders: { now: clock.now } })` and call `clock.reset` in `beforeEach`.
 */
export interface TestClock {
  /** The instant the app reads. */
  readonly now: () => Date;
  /** Stops the clock at an instant (until set again or reset) and answers it. */
  readonly set: (at: Date | number | string) => Date;
  /** Moves the clock on by a number of milliseconds and answers the new instant. */
  readonly advance: (ms: number) => Date;
  /** Stops the clock at the real now. */
  readonly reset: () => void;
}

export function createTestClock(): TestClock {
  let fixed = new Date();
  const now = () => fixed;
  const set = (at: Date | number | string) => {
    fixed = new Date(typeof at === "string" ? Date.parse(at) : at);
    return fixed;
  };
  return {
    now,
    set,
    advance: (ms) => set(now().getTime() + ms),
    reset: () => {
      fixed = new Date();
    },
  };
}
