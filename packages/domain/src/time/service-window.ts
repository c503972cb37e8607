import { clockTimeToMinutes } from "./opening-hours";

/** A pick-up or delivery time window in "HH:mm A" form (24-hour clock with marker, as the spec writes it). */
export interface ServiceWindow {
  from: string;
  to: string;
  /** Whether the window is a range (from-to) rather than a single time. */
  isRange: boolean;
}

/** The default service window: 07:00 AM to 16:00 PM as a range. */
export const DEFAULT_SERVICE_WINDOW: Readonly<ServiceWindow> = {
  from: "07:00 AM",
  to: "16:00 PM",
  isRange: true,
};

const WINDOW_TIME = /^(\d{2}:\d{2}) (AM|PM)$/;

/** Minutes after midnight of a window time such as "16:00 PM" (the hour is already on the 24-hour clock). */
export function serviceWindowTimeToMinutes(time: string): number {
  const match = WINDOW_TIME.exec(time.trim());
  if (!match) throw new RangeError(`Not a window time in "HH:mm A" form: ${JSON.stringify(time)}`);
  const minutes = clockTimeToMinutes(match[1] ?? "");
  const expectedMarker = minutes < 12 * 60 ? "AM" : "PM";
  if (match[2] !== expectedMarker)
    throw new RangeError(`${time} mixes a ${expectedMarker} hour with ${match[2]}`);
  return minutes;
}

/** The "HH:mm A" window time of minutes after midnight, e.g. 960 → "16:00 PM". */
export function minutesToServiceWindowTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`minutes must be a whole number from 0 to 1439, got ${minutes}`);
  }
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `${hours}:${String(minutes % 60).padStart(2, "0")} ${minutes < 12 * 60 ? "AM" : "PM"}`;
}
