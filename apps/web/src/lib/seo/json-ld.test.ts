import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("escapes < so API text cannot close the script element", () => {
    const text = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
