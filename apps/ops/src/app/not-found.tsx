import type { Metadata } from "next";
import { commonText } from "@freight/ui/i18n/common";
import { NotFoundPageView } from "@freight/ui/page-states";

export const metadata: Metadata = { title: commonText.errors.notFoundTitle };

export default function NotFound() {
  return <NotFoundPageView />;
}
