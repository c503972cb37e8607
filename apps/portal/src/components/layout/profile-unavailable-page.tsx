import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import type { ProfileOutcome } from "@/lib/session/load-profile";

/**
 * A signed-in page whose profile could not be read: its title and why (signed out reads as a 401; an API that
 * failed or limited makes the page answer 503 with the retry notice), never an empty page that looks real.
 */
export function ProfileUnavailablePage({
  title,
  outcome,
}: {
  title: string;
  outcome: Exclude<ProfileOutcome, { kind: "signed-in" }>;
}) {
  return (
    <>
      <PageHeader title={title} />
      <UnavailableNotice
        status={outcome.kind === "unavailable" ? outcome.status : 401}
        message={outcome.kind === "unavailable" ? outcome.message : ""}
      />
    </>
  );
}
