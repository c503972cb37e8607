import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { updateMessageAction } from "./inbox-actions";

type ContactMessage = Schema<"ContactMessage">;

/** Who has a message and where it stands, with the one-click changes: take or release it, set it waiting or open. */
export function MessageStatusForms({ message, selfUserId }: { message: ContactMessage; selfUserId: number }) {
  const isMine = message.assigneeUserId === selfUserId;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span data-testid="message-status">
        {message.status === "waiting" ? "Waiting" : "Open"} ·{" "}
        {message.assignee ? `with ${message.assignee}` : "nobody has it"}
      </span>
      <ActionForm
        action={updateMessageAction}
        label={`${isMine ? "Release" : "Take"} the message from ${message.name}`}
      >
        <input type="hidden" name="messageId" value={message.id} />
        <input type="hidden" name="assignee" value={isMine ? "none" : selfUserId} />
        <Button type="submit" size="sm" variant="secondary">
          {isMine ? "Release" : "Take it"}
        </Button>
      </ActionForm>
      <ActionForm
        action={updateMessageAction}
        label={`Set the message from ${message.name} ${message.status === "waiting" ? "open" : "waiting"}`}
      >
        <input type="hidden" name="messageId" value={message.id} />
        <input type="hidden" name="status" value={message.status === "waiting" ? "open" : "waiting"} />
        <Button type="submit" size="sm" variant="ghost">
          {message.status === "waiting" ? "Open again" : "Set waiting"}
        </Button>
      </ActionForm>
    </div>
  );
}
