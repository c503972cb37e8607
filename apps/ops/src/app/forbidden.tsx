import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";

export const metadata: Metadata = { title: "Not part of your role" };

/** Shown when the API answered 403: the person's role or hubs do not cover this page or action. */
export default function Forbidden() {
  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">403</p>
      <h1 className="text-3xl font-bold">Not part of your role</h1>
      <p className="text-lg text-ink-muted">
        Your role or hubs do not cover this. An admin can change them on the Staff page.
      </p>
      <Link href="/" className={buttonClassName()}>
        Back to the console
      </Link>
    </Container>
  );
}
