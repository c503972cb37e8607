/**
 * An order's slot as an .ics calendar file (RFC 5545). The event's start and end are UTC instants, so every
 * calendar puts it at the right moment whatever zone it runs in; the text a person reads (the title and the
 * description) names the slot on the hub's clock with its abbreviation, as every other screen and document does.
 */
import { formatZonedRange, formatZonedTime } from "../time/hub-clock";
import { toEpochMs } from "../time/zoned-time";

/** The order facts an .ics event needs. */
export interface CalendarOrder {
  id: number;
  number: string;
  serviceName: string;
  hubName: string;
  hubAddress: string;
  /** The hub's IANA time zone. */
  timeZone: string;
  timeFrom: string;
  timeTo: string;
  checkInCode: string;
}

/** An instant in the UTC form of RFC 5545, e.g. 20260603T150000Z. */
function icsInstant(instant: string): string {
  return new Date(toEpochMs(instant))
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 folds content lines longer than 75 octets: a continuation starts with a space. Counted in UTF-8
 * octets and never inside a character (the slot's "–" is three).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** A calendar file with one event for the order's slot. */
export function orderCalendar(order: CalendarOrder, stampedAt: string, domain: string): string {
  const slot = formatZonedRange(order.timeFrom, order.timeTo, order.timeZone);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//FreightBox//Customer portal//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:order-${order.id}@${domain}`,
    `DTSTAMP:${icsInstant(stampedAt)}`,
    `DTSTART:${icsInstant(order.timeFrom)}`,
    `DTEND:${icsInstant(order.timeTo)}`,
    `SUMMARY:${icsText(`${order.serviceName} ${order.number} at ${order.hubName}, ${formatZonedTime(order.timeFrom, order.timeZone)}`)}`,
    `LOCATION:${icsText(order.hubAddress || order.hubName)}`,
    `DESCRIPTION:${icsText(
      `Order ${order.number}. Slot on the hub's clock: ${slot}. Driver check-in code: ${order.checkInCode || "-"}.`,
    )}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
