import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { DateFormat } from "./formats";

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant: a Date, epoch milliseconds, or an ISO 8601 string (read as UTC when it has no offset). */
export type RelativeTimeInput = Date | number | string;

/** The labels of the relative time buckets; older times show as a "DD MMM, YYYY" date. */
export const RelativeTimeLabel = {
  JustNow: "Just now",
  Recently: "Recently",
  FewHoursAgo: "Few hours ago",
  Today: "Today",
  Yesterday: "Yesterday",
} as const;

const MINUTE_MS = 60_000;
const JUST_NOW_LIMIT_MS = 5 * MINUTE_MS;
const RECENTLY_LIMIT_MS = 120 * MINUTE_MS;
const FEW_HOURS_LIMIT_MS = 4 * 60 * MINUTE_MS;
const CALENDAR_DAY_FORMAT = DateFormat.isoDate;

function toInstant(input: RelativeTimeInput): dayjs.Dayjs {
  return dayjs.utc(input);
}

/**
 * Describes how long ago `timestamp` was, seen at `now`: under 5 minutes "Just now",
 * under 120 minutes "Recently", under 4 hours "Few hours ago", then "Today", "Yesterday"
 * or the date, by calendar day in `timeZone` (IANA, default UTC). A timestamp slightly
 * in the future (clock skew) reads "Just now"; an unreadable one gives "".
 */
export function formatRelativeTime(
  timestamp: RelativeTimeInput,
  now: RelativeTimeInput,
  timeZone = "UTC",
): string {
  const then = toInstant(timestamp);
  const current = toInstant(now);
  if (!then.isValid() || !current.isValid()) return "";

  const elapsedMs = current.valueOf() - then.valueOf();
  if (elapsedMs < JUST_NOW_LIMIT_MS) return RelativeTimeLabel.JustNow;
  if (elapsedMs < RECENTLY_LIMIT_MS) return RelativeTimeLabel.Recently;
  if (elapsedMs < FEW_HOURS_LIMIT_MS) return RelativeTimeLabel.FewHoursAgo;

  const localThen = then.tz(timeZone);
  const thenDay = localThen.format(CALENDAR_DAY_FORMAT);
  const today = current.tz(timeZone).format(CALENDAR_DAY_FORMAT);
  // Calendar arithmetic on the bare date, so a 23- or 25-hour DST day cannot shift "yesterday".
  const yesterday = dayjs.utc(today).subtract(1, "day").format(CALENDAR_DAY_FORMAT);

  if (thenDay === today) return RelativeTimeLabel.Today;
  if (thenDay === yesterday) return RelativeTimeLabel.Yesterday;
  return localThen.format(DateFormat.displayDate);
}
