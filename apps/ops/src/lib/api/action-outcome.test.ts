import { describe, expect, it } from "vitest";
import { idempotencyKeyField, idField, positiveCentsField } from "./action-outcome";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("positiveCentsField", () => {
  it("reads typed dollars as cents and refuses empty, malformed, zero and negative amounts", () => {
    expect(positiveCentsField(form({ amount: " 125.50 " }), "amount")).toBe(12_550);
    expect(positiveCentsField(form({ amount: "0.01" }), "amount")).toBe(1);
    for (const typed of ["", "0", "0.00", "-5", "12.345", "1e3", "ten", "\u0000"]) {
      expect(positiveCentsField(form({ amount: typed }), "amount"), typed).toBeUndefined();
    }
    expect(positiveCentsField(form({}), "amount")).toBeUndefined();
  });
});

describe("idempotencyKeyField", () => {
  it("accepts the key a form was shown with and refuses a missing, short, long or edited one", () => {
    expect(idempotencyKeyField(form({ idempotencyKey: "0b4f6c2e-9a1d-4c55-8e0f-2b7d9e1a3c44" }))).toBe(
      "0b4f6c2e-9a1d-4c55-8e0f-2b7d9e1a3c44",
    );
    for (const key of ["", "short", "x".repeat(101), "has space in it", "<script>alert(1)</script>"]) {
      expect(idempotencyKeyField(form({ idempotencyKey: key })), key).toBeUndefined();
    }
  });
});

describe("idField", () => {
  it("reads a positive database id and refuses anything else", () => {
    expect(idField(form({ id: "42" }), "id")).toBe(42);
    for (const typed of ["0", "-1", "1.5", "2147483648", "1e3x", ""]) {
      expect(idField(form({ id: typed }), "id"), typed).toBeUndefined();
    }
  });
});
