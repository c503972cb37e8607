/** The order facts an .ics event needs. */
export interface CalendarOrder {
  id: number;
  number: string;
  serviceName: string;
  hubName: string;
  hubAddress: string;
  timeFrom: string;
  timeTo: string;
  checkInCode: string;
}

function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 folds content lines longer than 75 octets (approximated by characters here; our text is ASCII). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let index = 0; index < line.length; index += 74)
    parts.push((index === 0 ? "" : " ") + line.slice(index, index + 74));
  return parts.join("\r\n");
}

/** A calendar file with one event for the order's slot, in UTC, so every calendar shows it at the hub's local time. */
export function orderCalendar(order: CalendarOrder, stampedAt: string, domain: string): string {
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
    `SUMMARY:${icsText(`${order.serviceName} ${order.number} at ${order.hubName}`)}`,
    `LOCATION:${icsText(order.hubAddress || order.hubName)}`,
    `DESCRIPTION:${icsText(`Order ${order.number}. Driver check-in code: ${order.checkInCode || "-"}.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
