/** One booking as a calendar entry: the slot in UTC (calendars show it in the reader's zone). */
export interface BookingCalendarEntry {
  /** Stable for the order, so a re-sent confirmation updates the entry instead of adding one. */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** The order's page in the portal. */
  url: string;
  from: Date;
  to: Date;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** 20310106T170000Z: the form RFC 5545 gives a UTC date-time. */
function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The .ics file attached to a booking confirmation: one event for the slot, lines ending in CRLF. */
export function bookingIcs(entry: BookingCalendarEntry): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Freight//Booking//EN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${icsText(entry.uid)}`,
    `DTSTAMP:${icsUtc(entry.now)}`,
    `DTSTART:${icsUtc(entry.from)}`,
    `DTEND:${icsUtc(entry.to)}`,
    `SUMMARY:${icsText(entry.title)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    `LOCATION:${icsText(entry.location)}`,
    `URL:${entry.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
