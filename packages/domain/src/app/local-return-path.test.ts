import { describe, expect, it } from "vitest";
import { localReturnPath } from "./local-return-path";

describe("localReturnPath", () => {
  it("keeps a path of this app with its query and hash", () => {
    expect(localReturnPath("/orders?status=paid#top", "/dashboard")).toBe("/orders?status=paid#top");
  });

  it.each([
    ["a protocol-relative address", "//evil.example/x"],
    ["a backslash after the slash", "/\\evil.example/x"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["a newline between the slashes", "/\n/evil.example"],
    ["an absolute address", "https://evil.example/"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "orders"],
    ["nothing", undefined],
    ["an empty value", ""],
  ])("falls back for %s", (_name, raw) => {
    expect(localReturnPath(raw, "/dashboard")).toBe("/dashboard");
  });

  it("normalises dot segments instead of leaving the app", () => {
    expect(localReturnPath("/a/../../orders", "/dashboard")).toBe("/orders");
  });
});
