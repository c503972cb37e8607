import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { purgeEndedAccountRecords } from "../accounts/account-housekeeping.js";
import type { OrderServices } from "../orders/order-booking-service.js";
import { expirePrepaymentHolds } from "../orders/order-lifecycle-service.js";
import { expireStalePayments, type PaymentsContext } from "../payments/payment-service.js";
import { sweepReferralBonuses } from "../referrals/referral-bonus-service.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { reapOrphanFiles } from "./reap-orphan-files.js";
import { countShopOrdersCancelledSince, releaseExpiredShopOrders } from "../shop/shop-order-records.js";
import { announceDuePosts } from "../content/staff-blog-service.js";
import { countOffersEndedBetween } from "../shop/shop-service.js";
import { landingWindowsCrossedBetween } from "../content/landing-service.js";
import type { ScheduledJob } from "./background-jobs.js";

/**
 * The API's recurring work. Each job is also safe to run twice (they select what is due inside a
 * transaction), so a retry after a lost connection does no harm.
 */
export function scheduledJobs({
  db,
  env,
  orders,
  payments,
  avatarStorage,
  imageStorage,
  onBlogPublished,
  onShopChanged,
  onLandingChanged,
}: {
  db: Database;
  env: Env;
  orders: OrderServices;
  payments: PaymentsContext;
  avatarStorage: ObjectStorage;
  imageStorage: ObjectStorage;
  /** Tells caches and the site that scheduled posts went public. */
  onBlogPublished: () => void;
  /** Tells caches and the site that the shop changed: stock came back, an offer ended. */
  onShopChanged: () => void;
  /** Tells caches and the site that landing content began or stopped showing. */
  onLandingChanged: () => void;
}): ScheduledJob[] {
  return [
    {
      // Holds are also released when someone books the slot; this frees them for the availability view.
      name: "release-expired-holds",
      cron: "* * * * *",
      run: async () => {
        const events = await expirePrepaymentHolds(orders.db, orders.now());
        await orders.notify(events);
        return { released: events.length };
      },
    },
    {
      name: "expire-abandoned-payments",
      cron: "*/5 * * * *",
      run: async () => ({ expired: await expireStalePayments(payments, payments.now()) }),
    },
    {
      // Unpaid shop orders give their stock back after their hold (a checkout still open closes them itself).
      // Stock that came back this way, or by an abandoned checkout or a refund since the last run (the window
      // overlaps runs a little; telling the site twice does no harm), shows on the shop within a minute.
      name: "release-unpaid-shop-orders",
      cron: "* * * * *",
      run: async () => {
        const now = payments.now();
        const released = await releaseExpiredShopOrders(db, now);
        const cancelled = await countShopOrdersCancelledSince(db, new Date(now.getTime() - 75_000));
        if (released > 0 || cancelled > 0) onShopChanged();
        return { released, cancelled };
      },
    },
    {
      // A post scheduled for later shows on the site once its time has come, without anyone saving it again.
      name: "announce-scheduled-posts",
      cron: "* * * * *",
      run: async () => {
        const announced = await announceDuePosts(db, new Date());
        if (announced > 0) onBlogPublished();
        return { announced };
      },
    },
    {
      // A limited-time offer that reached its end stops showing as one, and landing content whose publish window
      // opened or closed appears or goes, on the site's cached pages too.
      name: "announce-timed-content",
      cron: "* * * * *",
      run: async () => {
        const now = new Date();
        const since = new Date(now.getTime() - 75_000);
        const ended = await countOffersEndedBetween(db, since, now);
        if (ended > 0) onShopChanged();
        const landing = await landingWindowsCrossedBetween(db, since, now);
        if (landing) onLandingChanged();
        return { ended, landing };
      },
    },
    {
      name: "purge-ended-account-records",
      cron: "*/10 * * * *",
      run: () => purgeEndedAccountRecords(db, new Date()),
    },
    {
      // Also run at once by `referrals:sweep` and the staff "sweep now" call (POST /staff/referral-bonuses/sweep).
      name: "sweep-referral-bonuses",
      cron: "7 * * * *",
      run: () => sweepReferralBonuses(db, new Date(), env.referralBonusHoldDays),
    },
    {
      // Files no row names (a crash between storing and committing) are removed after an hour's grace.
      name: "reap-orphan-files",
      cron: "37 * * * *",
      run: () =>
        reapOrphanFiles(
          { db, orderFiles: orders.storage, avatars: avatarStorage, images: imageStorage },
          new Date(),
        ),
    },
  ];
}
