import { describe, expect, it } from "vitest";
import { paymentsCsv, type PaymentExportRow } from "./payments-csv";

const row: PaymentExportRow = {
  id: 7,
  createdAt: "2026-11-02T10:00:00.000Z",
  settledAt: null,
  customerEmail: '=HYPERLINK("http://evil.example")@x.example',
  orderNumber: "FB-0000042",
  flow: "pre-payment",
  method: "card",
  gateway: "stripe",
  status: "returned",
  amountCents: 123456,
  bonusesCents: 0,
  balanceCents: 456,
  gatewayCents: 123000,
  unrecoveredCents: 5000,
  gatewayPaymentId: "pi_1",
  hubTimeZone: "America/New_York",
};

describe("paymentsCsv", () => {
  it("writes a header and one line per payment with amounts in dollars", () => {
    const lines = paymentsCsv([row]).split("\r\n");
    expect(lines[0]).toMatch(/^Payment,Started \(UTC\)/);
    expect(lines[1]).toContain(",FB-0000042,pre-payment,card,stripe,returned,");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
  });

  it("keeps the UTC instants machine-readable and adds them on the hub's clock, or in UTC without a hub", () => {
    const settled = { ...row, settledAt: "2026-11-02T16:30:00.000Z" };
    const [header = "", line = ""] = paymentsCsv([settled]).split("\r\n");
    expect(header).toContain(
      'Started (UTC),Settled (UTC),Hub time zone,"Started (hub\'s clock, else UTC)","Settled (hub\'s clock, else UTC)"',
    );
    expect(line).toContain(
      '2026-11-02T10:00:00.000Z,2026-11-02T16:30:00.000Z,America/New_York,"02 Nov, 2026, 5:00 AM EST","02 Nov, 2026, 11:30 AM EST"',
    );
    const noHub = paymentsCsv([{ ...row, hubTimeZone: null }]).split("\r\n")[1] ?? "";
    expect(noHub).toContain('2026-11-02T10:00:00.000Z,,UTC,"02 Nov, 2026, 10:00 AM UTC",,');
  });

  it("defuses a customer field a spreadsheet would run as a formula", () => {
    const line = paymentsCsv([row]).split("\r\n")[1] ?? "";
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")@x.example"`);
  });
});
