"use client";

import { useId, useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { formatText, portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import type { ActionResult } from "@/lib/api/action-result";
import { handleActionResult } from "@/lib/api/handle-action-result";

const text = portalText.settings;

/**
 * A two-step verification: an optional new value (e-mail or phone), "send code", then the code and "confirm".
 * The calls are passed in, so the same control serves e-mail confirmation, e-mail change and phone change.
 */
export function CodeVerification({
  testId,
  valueLabel,
  valueType,
  sendLabel,
  onSend,
  onConfirm,
  successMessage,
  onDone,
}: {
  testId: string;
  /** Label of the new value to verify; none when the current e-mail is being confirmed. */
  valueLabel?: string;
  valueType?: "email" | "tel";
  sendLabel: string;
  onSend: (value: string) => Promise<ActionResult<{ sentTo: string }>>;
  onConfirm: (value: string, code: string) => Promise<ActionResult<undefined>>;
  successMessage: string;
  onDone: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  function send() {
    startTransition(async () => {
      const result = await onSend(value.trim());
      if (handleActionResult(result)) setSentTo(result.data?.sentTo ?? value);
    });
  }

  function confirm() {
    startTransition(async () => {
      const result = await onConfirm(value.trim(), code.trim());
      if (handleActionResult(result)) {
        showSuccessToast(successMessage);
        setSentTo(null);
        setCode("");
        setValue("");
        onDone();
      }
    });
  }

  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      {valueLabel ? (
        <div>
          <label htmlFor={`${id}-value`} className={labelClass}>
            {valueLabel}
          </label>
          <input
            id={`${id}-value`}
            type={valueType}
            className={inputClass}
            value={value}
            autoComplete={valueType === "email" ? "email" : "tel"}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          isLoading={isPending && !sentTo}
          disabled={Boolean(valueLabel) && !value.trim()}
          onClick={send}
        >
          {sendLabel}
        </Button>
      </div>
      {sentTo ? (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3">
          <p role="status" className="text-sm">
            {formatText(text.codeSent, { to: sentTo })}
          </p>
          <label htmlFor={`${id}-code`} className={labelClass}>
            {text.code}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              className={`${inputClass} max-w-40 font-mono tracking-widest`}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            />
            <Button
              size="sm"
              className="h-11"
              isLoading={isPending}
              disabled={code.length < 4}
              onClick={confirm}
            >
              {text.confirmCode}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
