import { openDatabase } from "../db/database.js";
import { EnvError, loadEnv } from "../env.js";
import { sweepReferralBonuses } from "../referrals/referral-bonus-service.js";

/**
 * Runs the referral bonus sweep once (e.g. from cron): `pnpm --filter @freight/api referrals:sweep`.
 * With the embedded database it uses the server the running API started (or starts one when the API is stopped).
 * The API also runs this sweep every hour as a background job.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const quiet = {
    info: () => undefined,
    warn: (message: string) => console.warn(message),
    debug: () => undefined,
  };
  const database = await openDatabase(env, quiet);
  try {
    const result = await sweepReferralBonuses(database.db, new Date(), env.referralBonusHoldDays);
    console.info(
      `Referral bonuses: ${result.held} held, ${result.credited} credited, ${result.refused} refused, ${result.cancelled} cancelled`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
