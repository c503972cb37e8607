"use client";

import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { RouteErrorPage } from "@freight/ui/page-states";

/** A page whose data could not be read: a retry notice (never "not found"), answered 503 by the app's server. */
export default function RouteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteErrorPage {...props} onServerRender={markPageUnavailable} />;
}
