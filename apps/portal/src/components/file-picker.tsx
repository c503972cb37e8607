"use client";

import { useId } from "react";
import { acceptedTypesLabel } from "@freight/domain/files/accepted-types";
import { formatFileSize } from "@freight/domain/files/file-size";
import { formatText, portalText } from "@/content/portal-text";
import { hintClass } from "@/components/layout/field-styles";

const text = portalText.booking;

/** Document types the API keeps with an order (it checks the bytes): JPEG, PNG, WebP and PDF. */
const ORDER_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
/** The contract allows 10 file parts per order or note. */
const MAX_ORDER_FILES = 10;

/** Chooses the files sent with the order's note; each can be removed again before sending. */
export function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const id = useId();
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold">{text.files}</span>
      <p id={`${id}-hint`} className={hintClass}>
        {formatText(text.filesHint, { types: acceptedTypesLabel(ORDER_FILE_TYPES) })}
      </p>
      <label
        htmlFor={id}
        className="mt-2 inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-500 px-4 font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
      >
        + {text.addFiles}
        <input
          id={id}
          type="file"
          multiple
          accept={ORDER_FILE_TYPES.join(",")}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onChange([...files, ...chosen].slice(0, MAX_ORDER_FILES));
            event.target.value = "";
          }}
        />
      </label>
      {files.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">
                {file.name} <span className="text-ink-muted">({formatFileSize(file.size)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded px-2 py-1 font-semibold text-danger hover:bg-danger-soft"
                aria-label={formatText(text.removeFile, { name: file.name })}
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
