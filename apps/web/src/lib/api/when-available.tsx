import { connection } from "next/server";
import type { ReactNode } from "react";
import { UnavailableNotice } from "@/features/content/unavailable-notice";
import { ApiUnavailableError } from "./api-result";

/**
 * Renders a section (inside a Suspense boundary) from API data, or the retry notice when the API cannot answer.
 * The notice must never be stored as the page: on failure this first awaits `connection()`, so in a prerender
 * (a cached copy being made) the section stays a per-request hole, and only a visit's own render shows the notice.
 * Other errors (and Next's own signals such as notFound) pass through.
 */
export async function whenAvailable<T>(load: Promise<T>, render: (data: T) => ReactNode): Promise<ReactNode> {
  let data: T;
  try {
    data = await load;
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    await connection();
    console.error(error.message);
    return <UnavailableNotice />;
  }
  return render(data);
}
