import type { ScheduledJob } from "../jobs/background-jobs.js";
import type { OrderServices } from "./order-booking-service.js";
import { expirePrepaymentHolds } from "./order-lifecycle-service.js";
import { sendDueOrderReminders } from "./order-reminders.js";

/** The orders area's recurring work. */
export function ordersScheduledJobs(orders: OrderServices): ScheduledJob[] {
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
      // Reminders 24 h and 2 h before each slot; each instance's poll claims different rows (skip locked).
      name: "send-order-reminders",
      cron: "* * * * *",
      run: () => sendDueOrderReminders(orders),
    },
  ];
}
