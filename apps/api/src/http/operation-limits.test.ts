import { describe, expect, it } from "vitest";
import { Turns } from "./operation-limits.js";

describe("Turns", () => {
  it("gives at most its limit at once and a freed turn to the longest waiting caller", async () => {
    const turns = new Turns(2);
    expect(await turns.take(0)).toBe(true);
    expect(await turns.take(0)).toBe(true);
    expect(await turns.take(0)).toBe(false);
    const order: string[] = [];
    const first = turns.take(1_000).then((given) => order.push(`first ${given}`));
    const second = turns.take(1_000).then((given) => order.push(`second ${given}`));
    turns.give();
    await first;
    turns.give();
    await second;
    expect(order).toEqual(["first true", "second true"]);
  });

  it("refuses a caller whose wait ran out, and forgets it", async () => {
    const turns = new Turns(1);
    await turns.take(0);
    const began = performance.now();
    expect(await turns.take(50)).toBe(false);
    expect(performance.now() - began).toBeGreaterThanOrEqual(45);
    turns.give();
    // The refused caller no longer waits: the freed turn is there for the next one at once.
    expect(await turns.take(0)).toBe(true);
  });
});
