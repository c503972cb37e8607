// Speed of the rules every booking and blog page runs. Run: pnpm --filter @freight/bench bench
import { bench, describe } from "vitest";
import { sanitizeBlogHtml } from "@freight/domain/content/blog-sanitizer";
import { calculateBookingTotal } from "@freight/domain/pricing/order-total";
import { listDaySlots } from "@freight/domain/time/time-slots";
import { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { ServiceTypeId } from "@freight/domain/catalog/service-type";

const blogBody = Array.from(
  { length: 40 },
  (_, i) =>
    `<h2>Section ${i}</h2><p style="text-align:center;color:red" onclick="x()">Freight <b>moves</b> <a href="https://example.com/${i}">here</a></p><script>alert(${i})</script>`,
).join("");

describe("time slots", () => {
  bench("listDaySlots for one hub day (America/Denver)", () => {
    listDaySlots({ date: "2026-03-08", timeZone: "America/Denver", now: "2026-03-08T05:00:00Z" });
  });
});

describe("pricing", () => {
  bench("calculateBookingTotal with extras and a call fee", () => {
    calculateBookingTotal({
      service: { typeId: ServiceTypeId.Transload, unitPriceCents: 4_500, quantity: 26 },
      hubMinimalChargeCents: 20_000,
      extras: [
        { unitPriceCents: 1_200, amount: 3 },
        { unitPriceCents: 850, amount: 10 },
      ],
      fee: { chargeKind: ChargeKind.CallFee, firstHourFeeCents: 9_000, secondHourFeeCents: 6_000, afterHoursFeeCents: 15_000 },
    });
  });
});

describe("blog sanitizer", () => {
  bench("sanitizeBlogHtml on a 40-section post", () => {
    sanitizeBlogHtml(blogBody);
  });
});
