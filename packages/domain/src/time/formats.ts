/** The dayjs display formats of the spec. */
export const DateFormat = {
  /** An hour with its marker, e.g. "7 PM". */
  hour: "h A",
  /** A date for reading, e.g. "05 Mar, 2024". */
  displayDate: "DD MMM, YYYY",
  /** A 24-hour clock time with its marker, e.g. "16:00 PM" (the service window's form). */
  clockTime: "HH:mm A",
  /** A calendar date as the API sends it, e.g. "2024-03-05". */
  isoDate: "YYYY-MM-DD",
  /** A US calendar date, e.g. "03-05-2024". */
  usDate: "MM-DD-YYYY",
} as const;

/** One of the display formats. */
export type DateFormat = (typeof DateFormat)[keyof typeof DateFormat];
