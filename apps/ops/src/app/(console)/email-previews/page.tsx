import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { EmailPreviewList } from "@/features/email-previews/email-preview-list";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";

export const metadata: Metadata = { title: "E-mail previews" };

export default async function EmailPreviewsPage() {
  const self = await loadStaffSelf();
  if (!staffMay(self, "listEmailPreviews")) forbidden();
  const api = await getServerApi();
  const { items } = await readForPage("GET /staff/email-previews", api.GET("/staff/email-previews"));
  return (
    <>
      <h1 className="text-2xl font-bold">E-mail previews</h1>
      <p>
        Every e-mail customers receive about their orders and invoices, rendered with a sample order and the company
        settings as they are now.
      </p>
      <EmailPreviewList previews={items} />
    </>
  );
}
