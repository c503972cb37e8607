import type { Metadata } from "next";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { loadProfile } from "@/lib/session/load-profile";
import { SupportForm } from "@/features/support/support-form";

const text = portalText.support;

export const metadata: Metadata = { title: text.title };

/** The support page with the contact form and the customer's messages. */
export default async function SupportPage() {
  const outcome = await loadProfile();
  const profile = outcome.kind === "signed-in" ? outcome.profile : null;
  const contact = profile?.primaryContact;
  return (
    <>
      <PageHeader title={text.title} description={text.intro} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card as="section" aria-labelledby="support-form-title" className="flex flex-col gap-4">
          <h2 id="support-form-title" className="text-lg font-semibold">
            {text.form}
          </h2>
          <SupportForm
            initial={{
              name:
                [contact?.firstName, contact?.lastName].filter(Boolean).join(" ") || profile?.userName || "",
              email: contact?.email || profile?.email || "",
              phone: contact?.phoneNumber ?? "",
              company: profile?.corporationName ?? "",
              message: "",
            }}
          />
        </Card>
        <Card as="section" aria-labelledby="support-messages-title" className="flex flex-col gap-3">
          <h2 id="support-messages-title" className="text-lg font-semibold">
            {text.messages}
          </h2>
          {profile && profile.messages.length > 0 ? (
            <ul className="flex flex-col divide-y divide-line">
              {profile.messages.map((message) => (
                <li key={message.id} className="py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-semibold">{message.title}</h3>
                    <span className="shrink-0 text-sm text-ink-muted">{message.timeStamp}</span>
                  </div>
                  <p className="text-ink-muted">{message.text}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{portalText.messages.empty}</p>
          )}
        </Card>
      </div>
    </>
  );
}
