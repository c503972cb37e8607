import type { Metadata } from "next";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { CompanySettingsForm } from "@/features/company-settings/company-settings-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Company settings" };

export default async function CompanySettingsPage() {
  const api = await getServerApi();
  const settings = await readForPage("GET /staff/company-settings", api.GET("/staff/company-settings"));
  return (
    <>
      <h1 className="text-2xl font-bold">Company settings</h1>
      <p>
        What the public site&apos;s header, footer, contact page and search results, the e-mails and the invoices say
        about the company. A save shows on the site at once. Version {settings.version}, saved{" "}
        {formatZonedDateTime(new Date(settings.updatedAt), "UTC")}.
      </p>
      <CompanySettingsForm settings={settings} />
    </>
  );
}
