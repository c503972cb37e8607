import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { markHandledAction, replyAction } from "@/features/inbox/inbox-actions";
import { getOpsApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc } from "@/lib/format";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage({ searchParams }: { searchParams: Promise<{ state?: string }> }) {
  const state = (await searchParams).state === "handled" ? "handled" : "waiting";
  const api = await getOpsApi();
  const messages = await readForPage(
    "GET /staff/contact-messages",
    api.GET("/staff/contact-messages", { params: { query: { state, limit: 50 } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Inbox</h1>
      <nav aria-label="Inbox views" className="flex gap-4">
        <Link href="/inbox" aria-current={state === "waiting" ? "page" : undefined} className="underline">
          Waiting
        </Link>
        <Link
          href="/inbox?state=handled"
          aria-current={state === "handled" ? "page" : undefined}
          className="underline"
        >
          Handled
        </Link>
      </nav>
      <p>
        {messages.totalItems} {state} message{messages.totalItems === 1 ? "" : "s"}
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
              <div className="flex flex-wrap items-start gap-6">
                <ActionForm action={replyAction} label={`Answer ${message.name}`} className="min-w-72 flex-1">
                  <input type="hidden" name="messageId" value={message.id} />
                  <label className="flex flex-col gap-1">
                    <span className="font-medium">
                      Answer (e-mailed, and in their message centre if they have an account)
                    </span>
                    <textarea
                      name="text"
                      required
                      maxLength={5000}
                      rows={3}
                      className={`${fieldClassName} h-auto py-2`}
                    />
                  </label>
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
                  <label className="flex flex-col gap-1">
                    <span className="font-medium">Or note what was done</span>
                    <input name="note" required maxLength={2000} className={fieldClassName} />
                  </label>
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
