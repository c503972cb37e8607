import { BlockList, isIP } from "node:net";
import type { Env } from "../env.js";

/** The named ranges TRUST_PROXY accepts, as Express and Fastify (proxy-addr) define them. */
const namedRanges: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export interface TrustedProxies {
  /** Fastify's trustProxy function: whether the hop at this address (0 = the socket peer) may name the client. */
  trust(address: string, hop: number): boolean;
  /**
   * Whether a connection comes from one of the configured app servers (only when TRUST_PROXY lists addresses:
   * with `true` or a hop count every caller could pass for one).
   */
  isAppServer(address: string | undefined): boolean;
}

/** `::ffff:127.0.0.1` is 127.0.0.1. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => namedRanges[item] ?? [item])) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** One reading of TRUST_PROXY for both the client address (Fastify) and the rate limits' app-server check. */
export function trustedProxies(setting: Env["trustProxy"]): TrustedProxies {
  if (setting === true) return { trust: () => true, isAppServer: () => false };
  if (setting === false) return { trust: () => false, isAppServer: () => false };
  if (typeof setting === "number")
    return { trust: (_address, hop) => hop < setting, isAppServer: () => false };
  const list = addressList(setting);
  const contains = (address: string | undefined) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 6 ? "ipv6" : "ipv4");
  };
  return { trust: (address) => contains(address), isAppServer: contains };
}
