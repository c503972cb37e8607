import { FaqsPage, faqsPageMetadata } from "@/app/_pages/faqs-page";

export const metadata = faqsPageMetadata;

/** /faqs with a query (the proxy serves it without one from the first-visit route). */
export default function Page() {
  return <FaqsPage rendering="per-request" />;
}
