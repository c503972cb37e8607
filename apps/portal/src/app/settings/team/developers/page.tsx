import type { Metadata } from "next";
import Link from "next/link";
import { accountMay } from "@freight/domain/companies/company-roles";
import { formatText, portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { ProfileUnavailablePage } from "@/components/layout/profile-unavailable-page";
import { ActivitySection, ApiKeysSection } from "@/features/team/developer-sections";
import { WebhooksSection } from "@/features/team/webhook-sections";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.developers;

export const metadata: Metadata = { title: text.title };

/**
 * Team → Developers: the company's API keys and webhook endpoints with their delivery logs (owners and admins), and
 * its activity log (owners).
 */
export default async function DevelopersPage() {
  const outcome = await loadProfile();
  if (outcome.kind !== "signed-in") return <ProfileUnavailablePage title={text.title} outcome={outcome} />;
  const company = outcome.profile.company;
  const back = (
    <Link href="/settings/team" className="font-semibold text-brand-700 hover:underline">
      {text.backToTeam}
    </Link>
  );
  if (!company || !accountMay(company, "members.manage")) {
    return (
      <>
        <PageHeader title={text.title} />
        <p className="mb-3">{company ? text.notAllowed : text.personal}</p>
        {back}
      </>
    );
  }
  const api = await getServerApi();
  const isOwner = accountMay(company, "activity.read");
  // A failed read fails the page (503 with the retry notice), never an empty list of keys that looks real.
  const [keys, activity, endpoints] = await Promise.all([
    readForPage("GET /company/api-keys", api.GET("/company/api-keys")),
    isOwner
      ? readForPage(
          "GET /company/activity",
          api.GET("/company/activity", { params: { query: { limit: 100 } } }),
        )
      : Promise.resolve({ items: [] }),
    readForPage("GET /company/webhook-endpoints", api.GET("/company/webhook-endpoints")),
  ]);
  // Each endpoint's latest deliveries (at most 10 endpoints, so at most 10 reads in parallel).
  const endpointLogs = await Promise.all(
    endpoints.map(async (endpoint) => ({
      endpoint,
      deliveries: (
        await readForPage(
          "GET /company/webhook-endpoints/{endpointId}/deliveries",
          api.GET("/company/webhook-endpoints/{endpointId}/deliveries", {
            params: { path: { endpointId: endpoint.id }, query: { limit: 20 } },
          }),
        )
      ).items,
    })),
  );
  return (
    <>
      <PageHeader title={`${text.title}: ${company.legalName}`} />
      <div className="flex flex-col gap-6">
        <p>{formatText(text.intro, { company: company.legalName })}</p>
        {back}
        <ApiKeysSection keys={keys} />
        <WebhooksSection endpoints={endpointLogs} />
        {isOwner ? <ActivitySection entries={activity.items} /> : null}
      </div>
    </>
  );
}
