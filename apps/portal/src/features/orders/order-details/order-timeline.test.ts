import { describe, expect, it } from "vitest";
import { portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import { timelineEntries } from "./order-timeline";

const text = portalText.details;

describe("timelineEntries", () => {
  it("shows each status change at the hub's wall-clock time with its abbreviation, with who made it", () => {
    const entries = timelineEntries(
      [
        {
          id: 1,
          fromStatus: null,
          toStatus: "new",
          actor: "customer",
          note: "",
          createdAt: "2026-06-03T16:05:00.000Z",
        },
        {
          id: 2,
          fromStatus: "new",
          toStatus: "cancelledByUser",
          actor: "staff",
          note: "Asked by phone",
          createdAt: "2026-06-04T01:30:00.000Z",
        },
      ],
      { createdAtLocal: "2026-06-03T16:05:00.000Z" },
      "America/Los_Angeles",
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]!.at).toMatch(/^03 Jun, 2026, 9:05 AM PDT · /);
    expect(entries[0]!.at).toContain(text.actors.customer);
    // 01:30 UTC on the 4th is still the evening of the 3rd in Los Angeles.
    expect(entries[1]!.at).toMatch(/^03 Jun, 2026, 6:30 PM PDT · /);
    expect(entries[1]!.at).toContain(text.actors.staff);
    expect(entries[1]!.note).toBe("Asked by phone");
    expect(entries[1]!.label).not.toBe(entries[0]!.label);
  });

  it("puts the hub team's notes for the customer among the status changes, in time order, and no note of theirs", () => {
    const entries = timelineEntries(
      [
        {
          id: 1,
          fromStatus: null,
          toStatus: "new",
          actor: "customer",
          note: "",
          createdAt: "2026-06-03T16:05:00.000Z",
        },
        {
          id: 2,
          fromStatus: "new",
          toStatus: "accepted",
          actor: "staff",
          note: "",
          createdAt: "2026-06-03T18:00:00.000Z",
        },
      ],
      {
        createdAtLocal: "2026-06-03T16:05:00.000Z",
        notes: [
          { note: "Gate 3 please", byStaff: false, timestamp: "2026-06-03T16:05:00.000Z" },
          { note: "Your dock is 4", byStaff: true, timestamp: "2026-06-03T17:00:00.000Z" },
        ],
      },
      "America/Los_Angeles",
    );
    expect(entries.map((entry) => [entry.label, entry.note])).toEqual([
      [portalText.status.new, ""],
      [text.hubNote, "Your dock is 4"],
      [portalText.status.accepted, ""],
    ]);
    // On the hub's clock, as every time of the timeline.
    expect(entries[1]!.at).toBe(formatDateTime("2026-06-03T17:00:00.000Z", "America/Los_Angeles"));
  });

  it("shows when the order was booked when its timeline could not be read", () => {
    expect(timelineEntries([], { createdAtLocal: "2026-06-03T16:05:00.000Z" }, "America/New_York")).toEqual([
      { label: text.booked, at: "03 Jun, 2026, 12:05 PM EDT", note: "" },
    ]);
  });
});
