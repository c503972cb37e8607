import { describe, expect, it } from "vitest";
import { csvField, ledgerHistoryCsv } from "./ledger-csv";

describe("ledgerHistoryCsv", () => {
  it("writes a header and one line per row with dollar amounts, the UTC instant and the time on the hub's clock", () => {
    const csv = ledgerHistoryCsv([
      {
        id: 1,
        createdAt: "2026-11-23T10:00:00.000Z",
        account: "balance",
        kind: "increase",
        amountCents: 123_450,
        heldAfterCents: 123_450,
        description: "Top-up, payment 7",
        timeZone: "America/Los_Angeles",
      },
      {
        id: 2,
        createdAt: "2026-11-23T11:00:00.000Z",
        account: "bonuses",
        kind: "increase",
        amountCents: 500,
        heldAfterCents: 500,
        description: "Referral bonus",
        timeZone: null,
      },
    ]);
    expect(csv).toBe(
      'Date (UTC),"Time (hub\'s clock, else UTC)",Account,Change,Amount,Held after,Description\r\n' +
        '2026-11-23T10:00:00.000Z,"23 Nov, 2026, 2:00 AM PST",balance,increase,"$1,234.50","$1,234.50","Top-up, payment 7"\r\n' +
        '2026-11-23T11:00:00.000Z,"23 Nov, 2026, 11:00 AM UTC",bonuses,increase,$5.00,$5.00,Referral bonus\r\n',
    );
  });
});

describe("csvField", () => {
  it("quotes quotes", () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });
  it("defuses a spreadsheet formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });
});
