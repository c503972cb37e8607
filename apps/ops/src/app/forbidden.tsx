import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { consoleAddressIfElsewhere } from "@/lib/security/same-site-request";
import { currentPath } from "@/lib/session/current-path";

const ROLE_TITLE = "Not part of your role";
const ADDRESS_TITLE = "Opened at another address";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleAddressIfElsewhere()) ? ADDRESS_TITLE : ROLE_TITLE };
}

/**
 * Shown for a 403: the API refused the person's role or hubs. Or the console was opened at another address than
 * OPS_URL (127.0.0.1 for localhost, say): then its own actions refuse the page (same-site-request.ts), which no
 * role change would fix, so the page says where to open the console instead.
 */
export default async function Forbidden() {
  const consoleOrigin = await consoleAddressIfElsewhere();
  if (consoleOrigin) {
    const address = `${consoleOrigin}${await currentPath()}`;
    return (
      <Container className="flex flex-col items-start gap-4 py-24">
        <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">403</p>
        <h1 className="text-3xl font-bold">{ADDRESS_TITLE}</h1>
        <p className="text-lg text-ink-muted">
          This page was opened at another address than the console&apos;s (OPS_URL), so nothing was sent; open
          it at <a href={address}>{address}</a>. Your role has nothing to do with it.
        </p>
      </Container>
    );
  }
  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">403</p>
      <h1 className="text-3xl font-bold">{ROLE_TITLE}</h1>
      <p className="text-lg text-ink-muted">
        Your role or hubs do not cover this. An admin can change them on the Staff page.
      </p>
      <Link href="/" className={buttonClassName()}>
        Back to the console
      </Link>
    </Container>
  );
}
