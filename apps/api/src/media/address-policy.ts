import { BlockList, isIP } from "node:net";

// Addresses an outbound fetch must never reach: private networks, loopback, link-local,
// unique-local, carrier NAT, documentation, multicast and reserved ranges.
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const ipv4MappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

function embeddedIpv4(address: string): string | undefined {
  const dotted = ipv4Mapped.exec(address);
  if (dotted) return dotted[1];
  const hex = ipv4MappedHex.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] ?? "0", 16);
  const low = Number.parseInt(hex[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is on the public internet (not private, loopback, link-local, unique-local, …). */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blocked.check(address, "ipv4");
  if (version === 6) {
    const mapped = embeddedIpv4(address);
    if (mapped) return isIP(mapped) === 4 && !blocked.check(mapped, "ipv4");
    return !blocked.check(address, "ipv6");
  }
  return false;
}
