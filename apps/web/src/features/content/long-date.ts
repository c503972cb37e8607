import dayjs from "dayjs";
import { DateFormat } from "@freight/domain/time/formats";

/** A 'YYYY-MM-DD' calendar date in the spec's reading format, e.g. "01 Jan, 2026" (no time zone involved). */
export function formatLongDate(date: string): string {
  const parsed = dayjs(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !parsed.isValid()) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parsed.format(DateFormat.displayDate);
}
