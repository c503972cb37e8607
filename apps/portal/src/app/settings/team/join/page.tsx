import type { Metadata } from "next";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { acceptInvitationAction } from "@/features/team/team-actions";
import { TeamActionForm } from "@/features/team/team-action-form";

const text = portalText.team;

export const metadata: Metadata = { title: text.joinTitle };

/**
 * Where an invitation's e-mailed link leads (signed-out visitors sign in or sign up first and come back):
 * joining is a deliberate click, so a link opened by a mail scanner joins nobody.
 */
export default async function JoinCompanyPage({ searchParams }: PageProps<"/settings/team/join">) {
  const token = (await searchParams).token;
  const value = typeof token === "string" ? token : "";
  return (
    <>
      <PageHeader title={text.joinTitle} />
      <Card as="section" className="flex max-w-xl flex-col gap-4">
        {value ? (
          <>
            <p>{text.joinIntro}</p>
            <TeamActionForm
              action={acceptInvitationAction}
              label={text.joinTitle}
              doneMessage=""
              goTo="/dashboard"
            >
              <input type="hidden" name="token" value={value} />
              <div>
                <Button type="submit">{text.join}</Button>
              </div>
            </TeamActionForm>
          </>
        ) : (
          <p role="alert">{text.joinMissing}</p>
        )}
      </Card>
    </>
  );
}
