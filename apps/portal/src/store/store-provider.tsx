"use client";

import { useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore, type PreloadedRootState } from "./make-store";

export interface StoreProviderProps {
  /** State the server rendered with, so the first client render matches it. */
  preloadedState?: PreloadedRootState;
  children: ReactNode;
}

export function StoreProvider({ preloadedState, children }: StoreProviderProps) {
  const [store] = useState(() => makeStore(preloadedState));
  return <Provider store={store}>{children}</Provider>;
}
