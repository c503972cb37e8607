import type { Metadata } from "next";
import { developersText } from "@/content/developers";
import { serverEnv } from "@/env";
import { DeveloperGuide } from "@/features/developers/developer-guide";
import { keyOperations } from "@/features/developers/key-operations";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: developersText.title,
  description: developersText.metaDescription,
  path: "/developers",
});

/** For integrators: the API-key guide and the calls a key may make, drawn from the contract at build time. */
export default function DevelopersPage() {
  return <DeveloperGuide apiUrl={serverEnv().NEXT_PUBLIC_API_URL} operations={keyOperations()} />;
}
