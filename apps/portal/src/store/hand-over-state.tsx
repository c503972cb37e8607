"use client";

import { useMemo, useRef, type ReactNode } from "react";
import { replaceState, type PreloadedRootState } from "./make-store";
import { useAppStore } from "./hooks";

function HandOver({ state, children }: { state: PreloadedRootState; children: ReactNode }) {
  const store = useAppStore();
  const isHandedOver = useRef(false);
  if (!isHandedOver.current) {
    store.dispatch(replaceState(state));
    isHandedOver.current = true;
  }
  return <>{children}</>;
}

/**
 * A server-rendered page hands its state to the store, replacing those slices wholesale. It runs before the
 * page's children render (on the server in the request's own store, in the browser in the tab's store), so the first
 * render already shows the server's data (the Redux Toolkit Next.js pattern). A navigation that only changes the
 * query (sort, filter, page) or a refresh keeps the page mounted, so new server state remounts the subtree.
 */
export function HandOverState({ state, children }: { state: PreloadedRootState; children: ReactNode }) {
  const key = useMemo(() => JSON.stringify(state), [state]);
  return (
    <HandOver key={key} state={state}>
      {children}
    </HandOver>
  );
}
