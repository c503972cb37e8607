"use client";

import { useEffect, useState, useTransition, type RefObject } from "react";
import { showErrorToast } from "@freight/ui/toast";
import type { Failure, SignedIn } from "./account-actions";

type Outcome = { status: string };

/**
 * Runs an account Server Action and handles what every form does with its answer: field problems
 * next to the fields, the API's message in the red toast, and after signing in a full
 * page load of the portal (another origin) or the return address.
 */
export function useAccountAction(formRef: RefObject<HTMLFormElement | null>, fieldOrder: readonly string[]) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isPending, startTransition] = useTransition();
  const [isRedirecting, setIsRedirecting] = useState(false);

  // Keyboard and screen-reader users land on the first field with a problem.
  useEffect(() => {
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [fieldErrors, fieldOrder, formRef]);

  function run<T extends Outcome>(
    action: () => Promise<T | Failure | SignedIn>,
    onSuccess?: (outcome: T) => void,
  ) {
    startTransition(async () => {
      const outcome = await action();
      if (outcome.status === "invalid") {
        setFieldErrors((outcome as Failure & { status: "invalid" }).fieldErrors);
        return;
      }
      if (outcome.status === "rejected") {
        const failure = outcome as Failure & { status: "rejected" };
        setFieldErrors(failure.fieldErrors);
        showErrorToast(failure.message);
        return;
      }
      setFieldErrors({});
      if (outcome.status === "signedIn") {
        setIsRedirecting(true);
        window.location.assign((outcome as SignedIn).redirectTo);
        return;
      }
      onSuccess?.(outcome as T);
    });
  }

  return { fieldErrors, setFieldErrors, isPending: isPending || isRedirecting, isRedirecting, run };
}
