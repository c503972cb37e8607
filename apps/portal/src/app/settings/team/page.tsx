import type { Metadata } from "next";
import Link from "next/link";
import { accountMay } from "@freight/domain/companies/company-roles";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import {
  CompanyDetailsSection,
  InvitationsSection,
  MembersSection,
  PersonalTeamSection,
} from "@/features/team/team-sections";
import { readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.team;

export const metadata: Metadata = { title: text.title };

/** The company the person works for: details, members, invitations; or, on a personal account, their companies. */
export default async function TeamPage() {
  const outcome = await loadProfile();
  if (outcome.kind !== "signed-in") {
    return (
      <>
        <PageHeader title={text.title} />
        <UnavailableNotice
          status={outcome.kind === "unavailable" ? outcome.status : 401}
          message={outcome.kind === "unavailable" ? outcome.message : ""}
        />
      </>
    );
  }
  const { profile } = outcome;
  const api = await getServerApi();
  const company = profile.company;
  if (!company) {
    const mine = await readApi("GET /companies", () => api.GET("/companies"));
    if (!mine.ok) {
      return (
        <>
          <PageHeader title={text.title} />
          <UnavailableNotice status={mine.status} message={mine.message} />
        </>
      );
    }
    return (
      <>
        <PageHeader title={text.title} />
        <PersonalTeamSection companies={mine.data.companies} />
      </>
    );
  }
  const mayManage = accountMay(company, "members.manage");
  const [details, members, invitations] = await Promise.all([
    readApi("GET /company", () => api.GET("/company")),
    readApi("GET /company/members", () => api.GET("/company/members")),
    mayManage
      ? readApi("GET /company/invitations", () => api.GET("/company/invitations"))
      : Promise.resolve({ ok: true as const, data: [] }),
  ]);
  const failed = [details, members, invitations].find((read) => !read.ok);
  if (failed && !failed.ok) {
    return (
      <>
        <PageHeader title={text.title} />
        <UnavailableNotice status={failed.status} message={failed.message} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={`${text.title}: ${company.legalName}`} />
      <div className="flex flex-col gap-6">
        {details.ok ? <CompanyDetailsSection company={details.data} /> : null}
        {members.ok ? <MembersSection company={company} members={members.data} personId={profile.id} /> : null}
        {mayManage && invitations.ok ? <InvitationsSection company={company} invitations={invitations.data} /> : null}
        {mayManage ? (
          <Link href="/settings/team/developers" className="font-semibold text-brand-700 hover:underline">
            {text.developersLink}
          </Link>
        ) : null}
      </div>
    </>
  );
}
