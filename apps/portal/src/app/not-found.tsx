import type { Metadata } from "next";
import errorsText from "@freight/ui/i18n/en/errors.json";
import { NotFoundPageView } from "@freight/ui/page-states";

export const metadata: Metadata = { title: errorsText.notFoundTitle };

export default function NotFound() {
  return <NotFoundPageView />;
}
