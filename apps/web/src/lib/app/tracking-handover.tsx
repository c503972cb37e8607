"use client";

import { useEffect } from "react";
import { useAppDispatch } from "@/store/hooks";
import { trackingReceived } from "./app-slice";

/**
 * Hands the visitor's utm entries (read from their cookie in a per-request hole of the cached page)
 * to the store, so the phone of their tracking source replaces the default one.
 */
export function TrackingHandover({
  utmSource,
  utmEntries,
}: {
  utmSource: string | null;
  utmEntries: Record<string, string>;
}) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(trackingReceived({ utmSource, utmEntries }));
  }, [dispatch, utmSource, utmEntries]);
  return null;
}
