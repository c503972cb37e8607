"use client";

import { useActionState, useState } from "react";
import type { Schema } from "@freight/api-client/types";
import { LANDING_TEXT_FIELDS, type LandingKind } from "@freight/domain/content/landing-content";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { saveLandingListAction } from "./landing-actions";

type Entry = Schema<"StaffLandingEntry">;
/** An entry as the page edits it: a key for React, its fields, and the image address to show. */
type Draft = Record<string, unknown> & { key: string };

/** People's words for each field. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: "Title",
  subTitle: "Subtitle",
  text: "Text",
  image: "Image (uploaded, /media/… path or https address)",
  buttonText: "Button text",
  buttonCommand: "Button goes to (#section or /path)",
  button1Text: "First button text",
  button2Text: "Second button text",
  quote: "Quote",
  author: "Author",
  position: "Position",
  description: "Description",
  topic: "Topic",
  question: "Question",
  answer: "Answer",
};
const LONG_FIELDS = new Set(["text", "quote", "description", "answer"]);
const SCHEDULES = ["Full-time", "Part-time", "Shift work"];

/** What one entry of a kind starts as when added. */
function blankEntry(kind: LandingKind): Record<string, unknown> {
  const entry: Record<string, unknown> = Object.fromEntries(Object.keys(LANDING_TEXT_FIELDS[kind]).map((field) => [field, ""]));
  if (kind === "reviews") entry.rating = 5;
  if (kind === "vacancies") entry.scheduleType = 0;
  if (kind === "banners") entry.optionList = [];
  return entry;
}

/** A UTC instant as a datetime-local value (the page says times are UTC), and back. */
const toField = (iso: unknown) => (typeof iso === "string" ? iso.slice(0, 16) : "");
const fromField = (value: string) => (value ? new Date(`${value}Z`).toISOString() : null);

/** What the API takes back: the fields, without the page's key and the image's shown address. */
function toItems(drafts: readonly Draft[]): Record<string, unknown>[] {
  return drafts.map(({ key: _key, imageUrl: _imageUrl, ...entry }) => {
    const item = { ...entry };
    if (item.id === undefined) delete item.id;
    return item;
  });
}

let nextKey = 0;

/**
 * One landing list in the order the site shows it: each entry's fields, its publish window (UTC, either end
 * open), moves and removal, a new entry, and one save for the whole list.
 */
export function LandingListEditor({ list, label }: { list: Schema<"StaffLandingList">; label: string }) {
  const kind = list.kind;
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(saveLandingListAction, {
    isDone: false,
    message: "",
  });
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    list.items.map((entry: Entry) => ({ ...entry, key: `saved-${entry.id}` })),
  );
  const change = (index: number, part: Record<string, unknown>) =>
    setDrafts((all) => all.map((draft, at) => (at === index ? { ...draft, ...part } : draft)));
  const move = (from: number, to: number) =>
    setDrafts((all) => {
      const next = [...all];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  return (
    <form action={formAction} aria-label={label} className="flex flex-col gap-4">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="version" value={list.version} />
      <input type="hidden" name="items" value={JSON.stringify(toItems(drafts))} />
      <fieldset disabled={isPending} className="contents">
        <ol className="flex flex-col gap-4">
          {drafts.map((draft, index) => {
            const name = `Entry ${index + 1}`;
            return (
              <li key={draft.key} className="flex flex-col gap-3 rounded-lg border border-line p-4" aria-label={name}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">{name}</h2>
                  <div className="flex gap-2">
                    <Button type="button" variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      Move {name.toLowerCase()} up
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={index === drafts.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      Move {name.toLowerCase()} down
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setDrafts((all) => all.filter((_, at) => at !== index))}
                    >
                      Remove {name.toLowerCase()}
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 md:grid-cols-2">
                  {Object.keys(LANDING_TEXT_FIELDS[kind]).map((field) => (
                    <LabeledField key={field} label={`${name}: ${FIELD_LABELS[field] ?? field}`}>
                      {LONG_FIELDS.has(field) ? (
                        <textarea
                          value={String(draft[field] ?? "")}
                          maxLength={LANDING_TEXT_FIELDS[kind][field]?.max}
                          onChange={(event) => change(index, { [field]: event.target.value })}
                          className={`${fieldClassName} h-24 py-2`}
                        />
                      ) : (
                        <input
                          value={String(draft[field] ?? "")}
                          maxLength={LANDING_TEXT_FIELDS[kind][field]?.max}
                          onChange={(event) => change(index, { [field]: event.target.value })}
                          className={fieldClassName}
                        />
                      )}
                    </LabeledField>
                  ))}
                  {kind === "reviews" ? (
                    <LabeledField label={`${name}: Stars`}>
                      <select
                        value={Number(draft.rating ?? 5)}
                        onChange={(event) => change(index, { rating: Number(event.target.value) })}
                        className={fieldClassName}
                      >
                        {[5, 4, 3, 2, 1].map((stars) => (
                          <option key={stars} value={stars}>
                            {stars}
                          </option>
                        ))}
                      </select>
                    </LabeledField>
                  ) : null}
                  {kind === "vacancies" ? (
                    <LabeledField label={`${name}: Schedule`}>
                      <select
                        value={Number(draft.scheduleType ?? 0)}
                        onChange={(event) => change(index, { scheduleType: Number(event.target.value) })}
                        className={fieldClassName}
                      >
                        {SCHEDULES.map((schedule, value) => (
                          <option key={schedule} value={value}>
                            {schedule}
                          </option>
                        ))}
                      </select>
                    </LabeledField>
                  ) : null}
                  {kind === "banners" ? (
                    <LabeledField label={`${name}: Options (one per line)`}>
                      <textarea
                        value={(Array.isArray(draft.optionList) ? (draft.optionList as string[]) : []).join("\n")}
                        onChange={(event) =>
                          change(index, {
                            optionList: event.target.value.split("\n").filter((line, at, lines) => line !== "" || at < lines.length - 1),
                          })
                        }
                        className={`${fieldClassName} h-24 py-2`}
                      />
                    </LabeledField>
                  ) : null}
                  <LabeledField label={`${name}: Show from (UTC, empty: at once)`}>
                    <input
                      type="datetime-local"
                      value={toField(draft.publishFrom)}
                      onChange={(event) => change(index, { publishFrom: fromField(event.target.value) })}
                      className={fieldClassName}
                    />
                  </LabeledField>
                  <LabeledField label={`${name}: Show until (UTC, empty: no end)`}>
                    <input
                      type="datetime-local"
                      value={toField(draft.publishUntil)}
                      onChange={(event) => change(index, { publishUntil: fromField(event.target.value) })}
                      className={fieldClassName}
                    />
                  </LabeledField>
                </div>
                {kind === "banners" || kind === "heroes" ? (
                  <div className="flex flex-wrap items-end gap-3">
                    {typeof draft.imageUrl === "string" && draft.imageUrl ? (
                      <img src={draft.imageUrl} alt={`${name} image`} className="h-20 w-32 rounded object-cover" />
                    ) : null}
                    <ImageUploadButton
                      label={`${name}: upload an image`}
                      onUploaded={(image) => change(index, { image: image.path, imageUrl: image.url })}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setDrafts((all) => [...all, { ...blankEntry(kind), key: `new-${(nextKey += 1)}` }])}
          >
            Add an entry
          </Button>
          <Button type="submit">Save the list</Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}
