import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy.js";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.5",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
  ])("refuses the private or special IPv4 address %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "ff02::1",
  ])("refuses the loopback, link-local, unique-local or mapped IPv6 address %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses text that is not an IP address", () => {
    expect(isPublicAddress("localhost")).toBe(false);
  });
});
