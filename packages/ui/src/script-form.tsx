"use client";

import { useSyncExternalStore, type ComponentProps } from "react";

const subscribeToNothing = () => () => {};

/** False on the server and while the browser hydrates the page; true once React runs it in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A form that is read and sent by script (its fields are React state, its submit calls the API). Until the page
 * is hydrated its controls are disabled: text typed before would be on screen but not in React's state (the form
 * would answer "required"), and a submit would go out as a plain GET with the fields, a password included, in the
 * address. Forms that work without script (server actions, plain GET filters) use `<form>`.
 */
export function ScriptForm({ children, ...formProps }: ComponentProps<"form">) {
  const isHydrated = useIsHydrated();
  return (
    <form {...formProps}>
      <fieldset disabled={!isHydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
