/** The dayjs display formats of the spec. */
export const DateFormat = {
  /** An hour with its marker, e.g. "7 PM". */
  hour: "h A",
  /** A date for reading, e.g. "05 Mar, 2024". */
  displayDate: "DD MMM, YYYY",
  /**
   * A clock time for reading, e.g. "4:07 PM". The spec writes it 'HH:mm A', which prints "16:07 PM": an hour
   * with a marker is a 12-hour hour, so the 12-hour pattern is what people read.
   */
  clockTime: "h:mm A",
  /** A calendar date as the API sends it, e.g. "2024-03-05". */
  isoDate: "YYYY-MM-DD",
  /** A US calendar date, e.g. "03-05-2024". */
  usDate: "MM-DD-YYYY",
} as const;

/** One of the display formats. */
export type DateFormat = (typeof DateFormat)[keyof typeof DateFormat];
