import { describe, expect, it } from "vitest";
import { SHOP_ORDER_STATUSES, ShopOrderStatus } from "./shop-order-status";
import {
  handOverProofProblem,
  handOverRefusal,
  isPickUpCodeShown,
  normalizePickUpCode,
  PICK_UP_CODE_ALPHABET,
  PICK_UP_CODE_LENGTH,
  pickUpCodeFromRandom,
  shopOrderStepText,
} from "./shop-pick-up";

describe("pickUpCodeFromRandom", () => {
  it("draws an 8-character code from the alphabet a person reads aloud without confusion", () => {
    const code = pickUpCodeFromRandom([0, 1, 2, 3, 4, 5, 6, 30]);
    expect(code).toHaveLength(PICK_UP_CODE_LENGTH);
    expect([...code].every((char) => PICK_UP_CODE_ALPHABET.includes(char))).toBe(true);
    expect(PICK_UP_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("refuses too few random indexes or one outside the alphabet", () => {
    expect(() => pickUpCodeFromRandom([1, 2, 3])).toThrow(RangeError);
    expect(() => pickUpCodeFromRandom([0, 1, 2, 3, 4, 5, 6, 31])).toThrow(RangeError);
  });
});

describe("normalizePickUpCode", () => {
  it("reads a typed code in any case, with spaces or dashes, as the code", () => {
    expect(normalizePickUpCode(" ab2c-d3ef ")).toBe("AB2CD3EF");
  });
});

describe("isPickUpCodeShown", () => {
  it("shows the customer the code only while the order is ready at the counter", () => {
    for (const status of SHOP_ORDER_STATUSES) {
      expect(isPickUpCodeShown(status), status).toBe(status === ShopOrderStatus.Ready);
    }
  });
});

describe("handOverProofProblem", () => {
  it("requires the pick-up code or an ID check to collect an order", () => {
    expect(handOverProofProblem(ShopOrderStatus.Collected, null)).toMatch(
      /pick-up code, or record an ID check/,
    );
    expect(handOverProofProblem(ShopOrderStatus.Collected, { kind: "code", code: " - " })).toBe(
      "Enter the customer's pick-up code",
    );
    expect(handOverProofProblem(ShopOrderStatus.Collected, { kind: "code", code: "AB2CD3EF" })).toBeNull();
  });

  it("takes an ID check only with the ID's last 4 letters or digits", () => {
    for (const idLast4 of ["", "123", "12345", "12 4", "12-4"]) {
      expect(handOverProofProblem(ShopOrderStatus.Collected, { kind: "id-check", idLast4 }), idLast4).toBe(
        "Enter the last 4 letters or digits of the customer's ID",
      );
    }
    expect(handOverProofProblem(ShopOrderStatus.Collected, { kind: "id-check", idLast4: "X7k9" })).toBeNull();
  });

  it("asks for no proof when picking or making ready", () => {
    expect(handOverProofProblem(ShopOrderStatus.Picked, null)).toBeNull();
    expect(handOverProofProblem(ShopOrderStatus.Ready, { kind: "code", code: "AB2CD3EF" })).toMatch(
      /only asked when the order is collected/,
    );
  });
});

describe("handOverRefusal", () => {
  const ready = { status: ShopOrderStatus.Ready, pickUpCode: "AB2CD3EF" };

  it("hands a ready order over against its own pick-up code, however it was typed", () => {
    expect(handOverRefusal(ready, { kind: "code", code: "ab2c d3ef" })).toBeNull();
  });

  it("refuses another code in words", () => {
    expect(handOverRefusal(ready, { kind: "code", code: "AB2CD3EG" })).toMatch(
      /^The pick-up code does not match this shop order/,
    );
    expect(handOverRefusal({ ...ready, pickUpCode: null }, { kind: "code", code: "" })).toMatch(
      /does not match/,
    );
  });

  it("hands a ready order over after an ID check without its code", () => {
    expect(handOverRefusal(ready, { kind: "id-check", idLast4: "1234" })).toBeNull();
  });

  it("never skips a step: only a ready order can be handed over, whatever the proof", () => {
    for (const status of [ShopOrderStatus.Paid, ShopOrderStatus.Picked, ShopOrderStatus.AwaitingPayment]) {
      expect(
        handOverRefusal({ ...ready, status }, { kind: "code", code: "AB2CD3EF" }),
        status,
      ).not.toBeNull();
    }
    expect(
      handOverRefusal({ ...ready, status: ShopOrderStatus.Collected }, { kind: "id-check", idLast4: "1234" }),
    ).toBe("The shop order was already collected");
  });
});

describe("shopOrderStepText", () => {
  it("says what happened, who did it and when on the hub's clock with its zone", () => {
    expect(
      shopOrderStepText(
        { status: "picked", at: "2026-12-02T20:58:00Z", byName: "Ann Lee", proof: null, idLast4: null },
        "America/Los_Angeles",
      ),
    ).toBe("Picked by Ann Lee, 02 Dec, 2026, 12:58 PM PST");
  });

  it("says how a hand-over was proven: the code, or an ID check with the ID's last 4 characters", () => {
    const collected = { status: "collected", at: "2026-07-02T16:00:00Z", byName: "Bo Diaz" } as const;
    expect(shopOrderStepText({ ...collected, proof: "code", idLast4: null }, "America/New_York")).toBe(
      "Handed over by Bo Diaz, 02 Jul, 2026, 12:00 PM EDT, against the pick-up code",
    );
    expect(shopOrderStepText({ ...collected, proof: "id-check", idLast4: "4821" }, "America/New_York")).toBe(
      "Handed over by Bo Diaz, 02 Jul, 2026, 12:00 PM EDT, after an ID check (ID ending 4821)",
    );
  });
});
