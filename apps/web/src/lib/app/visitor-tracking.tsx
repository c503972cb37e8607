import { readTrackingState } from "./tracking-cookie";
import { TrackingHandover } from "./tracking-handover";

/** The per-visitor part of every page's tracking: renders only for visitors who came with utm parameters. */
export async function VisitorTracking() {
  const { utmSource, utmEntries } = await readTrackingState();
  if (Object.keys(utmEntries).length === 0) return null;
  return <TrackingHandover utmSource={utmSource} utmEntries={utmEntries} />;
}
