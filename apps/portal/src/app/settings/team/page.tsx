import type { Metadata } from "next";
import Link from "next/link";
import { accountMay } from "@freight/domain/companies/company-roles";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { ProfileUnavailablePage } from "@/components/layout/profile-unavailable-page";
import {
  CompanyDetailsSection,
  InvitationsSection,
  MembersSection,
  PersonalTeamSection,
} from "@/features/team/team-sections";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.team;

export const metadata: Metadata = { title: text.title };

/** The company the person works for: details, members, invitations; or, on a personal account, their companies. */
export default async function TeamPage() {
  const outcome = await loadProfile();
  if (outcome.kind !== "signed-in") return <ProfileUnavailablePage title={text.title} outcome={outcome} />;
  const { profile } = outcome;
  const api = await getServerApi();
  const company = profile.company;
  if (!company) {
    const mine = await readForPage("GET /companies", api.GET("/companies"));
    return (
      <>
        <PageHeader title={text.title} />
        <PersonalTeamSection companies={mine.companies} />
      </>
    );
  }
  const mayManage = accountMay(company, "members.manage");
  const [details, members, invitations] = await Promise.all([
    readForPage("GET /company", api.GET("/company")),
    readForPage("GET /company/members", api.GET("/company/members")),
    mayManage
      ? readForPage("GET /company/invitations", api.GET("/company/invitations"))
      : Promise.resolve(null),
  ]);
  return (
    <>
      <PageHeader title={`${text.title}: ${company.legalName}`} />
      <div className="flex flex-col gap-6">
        <CompanyDetailsSection company={details} />
        <MembersSection company={company} members={members} personId={profile.id} />
        {invitations ? <InvitationsSection company={company} invitations={invitations} /> : null}
        {mayManage ? (
          <Link href="/settings/team/developers" className="font-semibold text-brand-700 hover:underline">
            {text.developersLink}
          </Link>
        ) : null}
      </div>
    </>
  );
}
