import type { Database } from "../db/client.js";
import type { ScheduledJob } from "../jobs/background-jobs.js";
import { countShopOrdersCancelledSince, releaseExpiredShopOrders } from "./shop-order-records.js";
import { countOffersEndedBetween } from "./shop-service.js";

/** The shop's recurring work. */
export function shopScheduledJobs({
  db,
  now,
  onShopChanged,
}: {
  db: Database;
  now: () => Date;
  /** Tells caches and the site that the shop changed: stock came back, an offer ended. */
  onShopChanged: () => void;
}): ScheduledJob[] {
  return [
    {
      // Unpaid shop orders give their stock back after their hold (a checkout still open closes them itself).
      // Stock that came back this way, or by an abandoned checkout or a refund since the last run, and a
      // limited-time offer that reached its end (the window overlaps runs a little; telling the site twice does no
      // harm) show on the shop's cached pages within a minute.
      name: "release-unpaid-shop-orders",
      cron: "* * * * *",
      run: async () => {
        const at = now();
        const since = new Date(at.getTime() - 75_000);
        const released = await releaseExpiredShopOrders(db, at);
        const cancelled = await countShopOrdersCancelledSince(db, since);
        const offersEnded = await countOffersEndedBetween(db, since, at);
        if (released > 0 || cancelled > 0 || offersEnded > 0) onShopChanged();
        return { released, cancelled, offersEnded };
      },
    },
  ];
}
