import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { UnavailableNotice } from "@/features/content/unavailable-notice";

/**
 * Renders a section (inside a Suspense boundary) from API data, or the retry notice when the data cannot be
 * read. A read inside "use cache" reaches the page as a sanitized error in production, so every failure of the
 * load counts (the API down, too slow, 429, 5xx); Next's own signals (notFound, redirect, postpone) pass through.
 * The notice must never be stored as the page: on failure this first awaits `connection()`, so in a prerender
 * (a cached copy being made) the section stays a per-request hole, and only a visit's own render shows the notice.
 */
export async function whenAvailable<T>(load: Promise<T>, render: (data: T) => ReactNode): Promise<ReactNode> {
  let data: T;
  try {
    data = await load;
  } catch (error) {
    unstable_rethrow(error);
    await connection();
    console.error("A section's data could not be read:", error instanceof Error ? error.message : error);
    return <UnavailableNotice />;
  }
  return render(data);
}
