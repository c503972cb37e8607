import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/common";
import { dashboardText } from "@/content/dashboard";
import { serverEnv } from "@/env";
import { loadProfile } from "@/features/session/load-profile";

export const metadata: Metadata = { title: dashboardText.title };

/** Answer of an API call whose implementation lands with accounts (api-conventions: 501). */
const NOT_IMPLEMENTED = 501;

export default async function DashboardPage() {
  const outcome = await loadProfile();
  if (outcome.kind === "signed-out") redirect("/session/end?from=/dashboard");

  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">{dashboardText.title}</h1>
      {outcome.kind === "signed-in" ? (
        <Card as="section" className="mt-6">
          <h2 className="text-xl font-semibold">
            {formatText(dashboardText.welcome, { name: outcome.profile.name || outcome.profile.userName })}
          </h2>
          <p className="mt-2 text-ink-muted">{dashboardText.comingSoon}</p>
        </Card>
      ) : (
        <Card as="section" role="status" className="mt-6 flex flex-col items-start gap-4">
          <h2 className="text-xl font-semibold">{dashboardText.unavailableTitle}</h2>
          <p className="text-ink-muted">
            {outcome.status === NOT_IMPLEMENTED
              ? dashboardText.accountsNotOpen
              : formatText(dashboardText.unavailable, { message: outcome.message })}
          </p>
          <a href={`${serverEnv().WEB_URL}/contact-us`} className={buttonClassName({ variant: "secondary" })}>
            {dashboardText.contactDispatch}
          </a>
        </Card>
      )}
    </Container>
  );
}
