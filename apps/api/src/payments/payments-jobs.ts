import type { ScheduledJob } from "../jobs/background-jobs.js";
import { expireStalePayments, type PaymentsContext } from "./payment-service.js";

/** The payments area's recurring work. */
export function paymentsScheduledJobs(payments: PaymentsContext): ScheduledJob[] {
  return [
    {
      name: "expire-abandoned-payments",
      cron: "*/5 * * * *",
      run: async () => ({ expired: await expireStalePayments(payments, payments.now()) }),
    },
  ];
}
