import { describe, expect, it } from "vitest";

import { orderUploadRequest } from "./order-upload";
import type { OrderInput } from "./types";

const order: OrderInput = {
  hubId: 3,
  serviceId: 1,
  timeFrom: "2026-03-02T15:00:00Z",
  quantity: 4,
  notes: [{ note: "Pallets are shrink-wrapped." }],
};

describe("orderUploadRequest", () => {
  it("sends the order as JSON text in the order part", () => {
    const form = orderUploadRequest(order).bodySerializer();

    expect(JSON.parse(String(form.get("order")))).toEqual(order);
  });

  it("sends one files part per file, keeping file names", () => {
    const files = [new File(["a"], "bol.pdf"), new File(["b"], "photo.jpg")];

    const form = orderUploadRequest(order, files).bodySerializer();

    expect(form.getAll("files").map((part) => (part as File).name)).toEqual(["bol.pdf", "photo.jpg"]);
  });

  it("types the body as the contract's multipart body", () => {
    const { body } = orderUploadRequest(order);

    expect(body).toEqual({ order: JSON.stringify(order) });
  });
});
