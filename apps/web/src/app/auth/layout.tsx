import type { ReactNode } from "react";

/**
 * The account forms read their query string (return address, referral code) before rendering, per request, as
 * before Cache Components: a prerendered fallback swapped for the real form would drop what the visitor typed.
 * `instant = false` lets these pages have no static shell of their own (they show no API data to cache).
 */
export const instant = false;

export default function AuthLayout({ children }: { children: ReactNode }) {
  return children;
}
