"use client";

import { useEffect, useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { Dialog } from "@freight/ui/dialog";
import { cx } from "@freight/ui/class-names";
import { formatText, portalText } from "@/content/portal-text";
import { NavIcon } from "@/components/layout/nav-icons";
import { messageRead, messagesReplaced, selectMessages, selectUnreadCount } from "@/store/user-slice";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { checkNewMessagesAction, markMessageReadAction } from "./message-actions";

const text = portalText.messages;

/** How often an open, visible portal page asks for new messages. */
const NEW_MESSAGES_POLL_MS = 30_000;

/**
 * New messages arrive without a reload: every 30 s while the page is visible, and at once when the customer
 * comes back to the tab or window. A failed or signed-out check changes nothing (the page's own reads handle
 * a session that ended).
 */
function useNewMessages(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let isStopped = false;
    let isChecking = false;
    const check = () => {
      if (isChecking || document.visibilityState !== "visible") return;
      isChecking = true;
      void checkNewMessagesAction(Intl.DateTimeFormat().resolvedOptions().timeZone)
        .then((result) => {
          if (!isStopped && result.ok) dispatch(messagesReplaced(result.data));
        })
        .catch(() => undefined)
        .finally(() => {
          isChecking = false;
        });
    };
    const timer = window.setInterval(check, NEW_MESSAGES_POLL_MS);
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      isStopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [dispatch]);
}

const typeAccent: Record<string, string> = {
  Info: "bg-brand-500",
  Success: "bg-success",
  Warning: "bg-accent-500",
  Error: "bg-danger",
};

/** The in-app message centre: a bell with the unread count opening the list of messages. */
export function MessageCentre() {
  const messages = useAppSelector(selectMessages);
  const unread = useAppSelector(selectUnreadCount);
  const dispatch = useAppDispatch();
  const [isOpen, setIsOpen] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [, startTransition] = useTransition();
  useNewMessages();

  function markRead(id: number) {
    setPendingId(id);
    startTransition(async () => {
      const result = await markMessageReadAction(id);
      if (handleActionResult(result)) dispatch(messageRead(id));
      setPendingId(null);
    });
  }

  return (
    <Dialog
      title={text.title}
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button
          type="button"
          className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={unread > 0 ? formatText(text.openWithCount, { count: unread }) : text.open}
          data-testid="message-centre"
        >
          <NavIcon name="bell" className="size-6" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </button>
      }
    >
      {messages.length === 0 ? (
        <p className="text-ink-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cx(
                "relative rounded-lg border border-line p-4 pl-5",
                message.unread ? "bg-brand-50" : "bg-surface",
              )}
            >
              <span
                aria-hidden="true"
                className={cx("absolute inset-y-3 left-1.5 w-1 rounded", typeAccent[message.type])}
              />
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold">
                  {message.title}
                  {message.unread ? <span className="sr-only"> ({text.unread})</span> : null}
                </h3>
                <span className="shrink-0 text-sm text-ink-muted">{message.timeStamp}</span>
              </div>
              <p className="mt-1 text-ink-muted">{message.text}</p>
              {message.unread ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2 -ml-3"
                  isLoading={pendingId === message.id}
                  onClick={() => markRead(message.id)}
                >
                  {text.markRead}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
