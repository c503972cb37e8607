import { FaqsPage, faqsPageMetadata } from "@/app/_pages/faqs-page";

export const metadata = faqsPageMetadata;

/** /faqs, rendered at its first visit and then served from cache. */
export default function Page() {
  return <FaqsPage rendering="whole" />;
}
