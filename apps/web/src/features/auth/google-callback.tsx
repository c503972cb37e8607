"use client";

import { useEffect, useState } from "react";
import { authText } from "@/content/auth";
import { finishGoogleSignIn } from "./account-actions";

type CallbackState = { status: "working" } | { status: "failed"; message: string } | { status: "codeSent" };

/** What Google put in the fragment of the callback address: the ID token and state, or an error. */
function readFragment(): { idToken?: string; state?: string; error?: string } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return {
    idToken: fragment.get("id_token") ?? undefined,
    state: fragment.get("state") ?? undefined,
    error: fragment.get("error") ?? undefined,
  };
}

/**
 * Finishes Google sign-in in the browser: the token is in the fragment, which never reaches a server, so this
 * reads it, clears it from the address bar and hands it to the server action, then follows where it leads.
 */
export function GoogleCallback() {
  const [state, setState] = useState<CallbackState>({ status: "working" });

  useEffect(() => {
    const { idToken, state: returnedState, error } = readFragment();
    window.history.replaceState(null, "", window.location.pathname);
    if (error || !idToken || !returnedState) {
      setState({
        status: "failed",
        message: error || !idToken ? authText.google.cancelled : authText.google.expired,
      });
      return;
    }
    let isCurrent = true;
    finishGoogleSignIn({ idToken, state: returnedState })
      .then((outcome) => {
        if (!isCurrent) return;
        if (outcome.status === "signedIn") window.location.assign(outcome.redirectTo);
        else if (outcome.status === "codeSent") setState({ status: "codeSent" });
        else if (outcome.status === "rejected") setState({ status: "failed", message: outcome.message });
        else setState({ status: "failed", message: authText.google.expired });
      })
      .catch(() => {
        if (isCurrent) setState({ status: "failed", message: authText.google.expired });
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state.status === "working") return <p role="status">{authText.google.working}</p>;
  if (state.status === "codeSent") return <p role="status">{authText.google.codeSent}</p>;
  return (
    <p role="alert" className="rounded-lg bg-danger-soft p-4 text-ink">
      {state.message}
    </p>
  );
}
