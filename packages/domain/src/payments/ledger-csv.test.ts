import { describe, expect, it } from "vitest";
import { csvField, ledgerHistoryCsv } from "./ledger-csv";

describe("ledgerHistoryCsv", () => {
  it("writes a header and one line per row with dollar amounts", () => {
    const csv = ledgerHistoryCsv([
      {
        id: 1,
        createdAt: "2026-11-23T10:00:00.000Z",
        account: "balance",
        kind: "increase",
        amountCents: 123_450,
        heldAfterCents: 123_450,
        description: "Top-up, payment 7",
      },
    ]);
    expect(csv).toBe(
      "Date (UTC),Account,Change,Amount,Held after,Description\r\n" +
        '2026-11-23T10:00:00.000Z,balance,increase,"$1,234.50","$1,234.50","Top-up, payment 7"\r\n',
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
