import { describe, expect, it } from "vitest";
import { isOrderFileType, orderFileExtension, orderFileRefusal, safeFileName } from "./order-file-policy";

describe("isOrderFileType", () => {
  it("accepts JPEG, PNG, WebP and PDF and never SVG or HTML", () => {
    expect(["image/jpeg", "image/png", "image/webp", "application/pdf"].every(isOrderFileType)).toBe(true);
    expect(isOrderFileType("image/svg+xml")).toBe(false);
    expect(isOrderFileType("text/html")).toBe(false);
    expect(isOrderFileType(undefined)).toBe(false);
  });
});

describe("orderFileRefusal", () => {
  it("refuses a file whose bytes are not an accepted type, naming the types", () => {
    expect(orderFileRefusal({ fileName: "x.png", sizeBytes: 10, sniffedType: "image/svg+xml" })).toBe(
      "x.png is not a JPG, PNG, WEBP or PDF file",
    );
  });

  it("refuses empty and oversized files", () => {
    expect(orderFileRefusal({ fileName: "a.pdf", sizeBytes: 0, sniffedType: "application/pdf" })).toMatch(
      /empty/,
    );
    expect(
      orderFileRefusal({
        fileName: "a.pdf",
        sizeBytes: 10 * 1024 * 1024 + 1,
        sniffedType: "application/pdf",
      }),
    ).toMatch(/larger than 10 MB/);
  });

  it("accepts a small PDF", () => {
    expect(
      orderFileRefusal({ fileName: "a.pdf", sizeBytes: 100, sniffedType: "application/pdf" }),
    ).toBeUndefined();
  });
});

describe("orderFileExtension", () => {
  it("names the stored file after its sniffed type", () => {
    expect(orderFileExtension("image/jpeg")).toBe("jpg");
    expect(orderFileExtension("application/pdf")).toBe("pdf");
  });
});

describe("safeFileName", () => {
  it("drops directories, control characters and quotes", () => {
    expect(safeFileName('../../etc/pa"ss\nwd.png')).toBe("passwd.png");
  });

  it("falls back when nothing is left", () => {
    expect(safeFileName("..")).toBe("file");
    expect(safeFileName("")).toBe("file");
  });
});
