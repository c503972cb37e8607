import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { formatAtHub } from "@/lib/format";
import { addOrderNoteAction } from "./order-actions";
import { LabeledField } from "@/components/labeled-field";

/**
 * The order's notes, each marked with who reads it, and a form to add one. Who reads a new note is a choice made on
 * each note, never a default: a note meant for staff must not reach the customer because a box was left ticked,
 * nor one meant for the customer stay hidden.
 */
export function OrderNotes({
  orderId,
  notes,
  canWork,
  timeZone,
}: {
  orderId: number;
  notes: Schema<"OrderNote">[];
  canWork: boolean;
  /** The order's hub's zone: notes are dated on its clock. */
  timeZone: string;
}) {
  return (
    <section aria-labelledby="order-notes" className="flex flex-col gap-3">
      <h2 id="order-notes" className="text-xl font-semibold">
        Notes
      </h2>
      {notes.length === 0 ? <p>No notes yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg border border-line bg-surface p-3">
            <p className="text-sm text-ink-muted">
              {formatAtHub(note.createdAtLocal, timeZone)}{" "}
              {note.isInternal ? "· only staff" : "· the customer sees it too"}
            </p>
            <p className="whitespace-pre-wrap">{note.note}</p>
          </li>
        ))}
      </ul>
      {canWork ? (
        <ActionForm action={addOrderNoteAction} label="Add a note" className="max-w-xl">
          <input type="hidden" name="orderId" value={orderId} />
          <LabeledField label="New note">
            <textarea
              name="note"
              required
              maxLength={2000}
              rows={3}
              className={`${fieldClassName} h-auto py-2`}
            />
          </LabeledField>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium">Who reads this note?</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="readers" value="staff" required className="size-5" />
              Only staff
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="readers" value="customer" required className="size-5" />
              Also the customer (in their order and its timeline)
            </label>
          </fieldset>
          <div>
            <Button type="submit" variant="secondary">
              Add note
            </Button>
          </div>
        </ActionForm>
      ) : null}
    </section>
  );
}
