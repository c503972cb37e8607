"use client";

import { showErrorToast } from "@freight/ui/toast";
import { portalText } from "@/content/portal-text";

/** Sends the visitor through /session/end (which drops the cookie) and back to this page after signing in. */
export function endSessionHere(): void {
  const from = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/session/end?from=${encodeURIComponent(from)}`);
}

/**
 * Posts multipart form data to one of the portal's streaming routes. True when it was accepted; a 401 ends the
 * session, any other refusal shows the API's message in the red toast, and a lost request says the service
 * could not be reached.
 */
export async function postFormData(path: string, form: FormData): Promise<boolean> {
  try {
    const response = await fetch(path, { method: "POST", body: form });
    if (response.status === 401) {
      endSessionHere();
      return false;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      showErrorToast(body.message ?? portalText.common.serverUnreachable);
      return false;
    }
    return true;
  } catch {
    showErrorToast(portalText.common.serverUnreachable);
    return false;
  }
}
