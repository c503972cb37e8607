"use client";

import { useEffect } from "react";
import { useAppDispatch } from "@/store/hooks";
import { sessionChecked, trackingReceived } from "./app-slice";
import { parseUtmEntries, TRACKING_COOKIE } from "./tracking-params";
import { VISITOR_STATE_PATH, type VisitorState } from "./visitor-state-route";

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/**
 * The per-visitor parts of a cached page, filled in the browser so every page is the same prerendered HTML for
 * everybody: the tracking source's phone (from the readable `utm` cookie) and whether the header offers the
 * account links (the session cookie is HttpOnly, so GET /api/visitor says).
 */
export function VisitorState() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const utmEntries = parseUtmEntries(cookieValue(TRACKING_COOKIE));
    if (Object.keys(utmEntries).length > 0) {
      dispatch(trackingReceived({ utmSource: utmEntries.utm_source ?? null, utmEntries }));
    }
    const controller = new AbortController();
    fetch(VISITOR_STATE_PATH, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<VisitorState>) : undefined))
      .then((state) => {
        if (state) {
          dispatch(
            sessionChecked({
              isSignedIn: state.isSignedIn,
              unreadMessages: typeof state.unreadMessages === "number" ? state.unreadMessages : null,
            }),
          );
        }
      })
      // Unknown stays signed out: the sign-in link still leads a signed-in visitor to the portal.
      .catch(() => undefined);
    return () => controller.abort();
  }, [dispatch]);
  return null;
}
