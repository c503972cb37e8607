import { describe, expect, it } from "vitest";
import { isPublicPath, signInPath } from "./session-cookie";

describe("signInPath", () => {
  it("keeps a local return path and drops one that would leave the console", () => {
    expect(signInPath("/orders?status=new")).toBe("/sign-in?next=%2Forders%3Fstatus%3Dnew");
    expect(signInPath("//evil.example/x")).toBe("/sign-in");
    expect(signInPath("/\\evil.example")).toBe("/sign-in");
    expect(signInPath("https://evil.example")).toBe("/sign-in");
    expect(signInPath("/")).toBe("/sign-in");
  });
});

describe("isPublicPath", () => {
  it("opens only sign-in and invitation acceptance to signed-out visitors", () => {
    expect(isPublicPath("/sign-in")).toBe(true);
    expect(isPublicPath("/invitation")).toBe(true);
    expect(isPublicPath("/orders")).toBe(false);
    expect(isPublicPath("/sign-inx")).toBe(false);
  });
});
