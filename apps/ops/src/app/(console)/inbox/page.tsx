import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import type { QueryOf } from "@freight/api-client/types";
import { markHandledAction, replyAction } from "@/features/inbox/inbox-actions";
import { MessageStatusForms } from "@/features/inbox/message-status-forms";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc } from "@/lib/format";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Inbox" };

/** The inbox's views: what each shows, as the list call's filters. */
const VIEWS = {
  open: { label: "To answer", query: { state: "waiting" } },
  mine: { label: "Mine", query: { state: "waiting", assignedTo: "me" } },
  unassigned: { label: "Nobody has it", query: { state: "waiting", assignedTo: "nobody" } },
  waiting: { label: "Waiting on someone", query: { state: "waiting", status: "waiting" } },
  handled: { label: "Closed", query: { state: "handled" } },
} as const satisfies Record<string, { label: string; query: QueryOf<"listContactMessages"> }>;
type View = keyof typeof VIEWS;

function isView(value: string | undefined): value is View {
  return value !== undefined && Object.hasOwn(VIEWS, value);
}

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<{ state?: string; view?: string }>;
}) {
  const params = await searchParams;
  // ?state=handled is the closed view's older address.
  const view: View = isView(params.view) ? params.view : params.state === "handled" ? "handled" : "open";
  const api = await getServerApi();
  const [messages, self] = await Promise.all([
    readForPage(
      "GET /staff/contact-messages",
      api.GET("/staff/contact-messages", { params: { query: { ...VIEWS[view].query, limit: 50 } } }),
    ),
    loadStaffSelf(),
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold">Inbox</h1>
      <nav aria-label="Inbox views" className="flex flex-wrap gap-4">
        {(Object.keys(VIEWS) as View[]).map((one) => (
          <Link
            key={one}
            href={one === "open" ? "/inbox" : `/inbox?view=${one}`}
            aria-current={view === one ? "page" : undefined}
            className="underline"
          >
            {VIEWS[one].label}
          </Link>
        ))}
      </nav>
      <p>
        {messages.totalItems} message{messages.totalItems === 1 ? "" : "s"}
      </p>
      <ul className="flex flex-col gap-3">
        {messages.items.map((message) => (
          <Card as="li" key={message.id} className="flex flex-col gap-2">
            <p className="text-sm text-ink-muted">
              {formatUtc(message.createdAt)} · {message.name} · {message.email}
              {message.phone ? ` · ${message.phone}` : ""}
              {message.company ? ` · ${message.company}` : ""}
            </p>
            <p className="whitespace-pre-wrap">{message.message}</p>
            {message.handledAt ? (
              <p className="text-sm">
                Handled {formatUtc(message.handledAt)}
                {message.handledBy ? ` by ${message.handledBy}` : ""}:{" "}
                {message.reply ? `answered "${message.reply}"` : message.handledNote}
              </p>
            ) : (
              <MessageStatusForms message={message} selfUserId={self.userId} />
            )}
            {message.handledAt ? null : (
              <div className="flex flex-wrap items-start gap-6">
                <ActionForm action={replyAction} label={`Answer ${message.name}`} className="min-w-72 flex-1">
                  <input type="hidden" name="messageId" value={message.id} />
                  <LabeledField label="Answer (e-mailed, and in their message centre if they have an account)">
                    <textarea
                      name="text"
                      required
                      maxLength={5000}
                      rows={3}
                      className={`${fieldClassName} h-auto py-2`}
                    />
                  </LabeledField>
                  <div>
                    <Button type="submit" size="sm">
                      Send answer
                    </Button>
                  </div>
                </ActionForm>
                <ActionForm
                  action={markHandledAction}
                  label={`Handle the message from ${message.name} without an answer`}
                >
                  <input type="hidden" name="messageId" value={message.id} />
                  <LabeledField label="Or note what was done">
                    <input name="note" required maxLength={2000} className={fieldClassName} />
                  </LabeledField>
                  <div>
                    <Button type="submit" size="sm" variant="secondary">
                      Mark handled
                    </Button>
                  </div>
                </ActionForm>
              </div>
            )}
          </Card>
        ))}
      </ul>
    </>
  );
}
