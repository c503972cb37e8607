import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { documentEncodingFor, encodeDocument, encodedEtag } from "./document-encoding.js";

describe("documentEncodingFor", () => {
  it("prefers brotli, also when a browser lists gzip first at the same weight", () => {
    expect(documentEncodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(documentEncodingFor("br")).toBe("br");
    expect(documentEncodingFor("gzip;q=0.8, br;q=0.9")).toBe("br");
  });

  it("takes gzip when brotli is refused or weighed lower, and x-gzip as gzip", () => {
    expect(documentEncodingFor("br;q=0, gzip")).toBe("gzip");
    expect(documentEncodingFor("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(documentEncodingFor("x-gzip")).toBe("gzip");
  });

  it("sends the bytes as they are without a header, for identity, or when everything is refused", () => {
    for (const value of [undefined, "", "identity", "*;q=0", "deflate", "br;q=0, gzip;q=0"]) {
      expect(documentEncodingFor(value), String(value)).toBe("identity");
    }
  });

  it("reads * as every encoding not named, and ignores an entry whose weight is not a q-value", () => {
    expect(documentEncodingFor("*")).toBe("br");
    expect(documentEncodingFor("*;q=0.5, br;q=0")).toBe("gzip");
    expect(documentEncodingFor("br;q=2, gzip")).toBe("gzip");
    expect(documentEncodingFor("br;q=x, gzip;q=1e309")).toBe("identity");
    expect(documentEncodingFor("br;q=0.0001")).toBe("identity");
  });
});

describe("encodeDocument", () => {
  it("gives bytes that decode to the document, smaller in brotli than in gzip", () => {
    const page = Buffer.from(`<main>${"<p>naïve 🚚 \u0000</p>".repeat(500)}</main>`);
    const br = encodeDocument(page, "br");
    const gzip = encodeDocument(page, "gzip");
    expect(brotliDecompressSync(br)).toEqual(page);
    expect(gunzipSync(gzip)).toEqual(page);
    expect(br.byteLength).toBeLessThan(gzip.byteLength);
  });
});

describe("encodedEtag", () => {
  it("gives each encoding of a document a tag of its own and keeps the plain one", () => {
    expect(encodedEtag('"abc"', "identity")).toBe('"abc"');
    expect(encodedEtag('"abc"', "br")).toBe('"abc-br"');
    expect(encodedEtag('"abc"', "gzip")).toBe('"abc-gz"');
  });
});
