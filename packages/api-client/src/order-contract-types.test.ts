import type { ServerOrder } from "@freight/domain/orders/order-mapper";
import { describe, expect, it } from "vitest";
import type { Schema } from "./types";

// The domain's order mapper declares what it reads from an order (every field optional, as the apps may get
// partial answers); the contract's order must fit it, so a renamed or retyped field fails typecheck here.
describe("the order mapper's input", () => {
  it("accepts the order the API answers, as the contract types it", () => {
    const answered = {} as Schema<"Order">;
    const read: ServerOrder = answered;
    expect(read).toBe(answered);
  });
});
