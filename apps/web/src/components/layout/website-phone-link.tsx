"use client";

import { selectWebsitePhone } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";

/** The contact phone for the visitor's tracking source, as a tap-to-call link. */
export function WebsitePhoneLink({ className }: { className?: string }) {
  const phone = useAppSelector(selectWebsitePhone);
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={className}>
      {phone}
    </a>
  );
}
