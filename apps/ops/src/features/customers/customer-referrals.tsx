import type { Schema } from "@freight/api-client/types";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { formatUtc } from "@/lib/format";

type Referrals = Schema<"StaffCustomerReferrals">;

const BONUS_STATUS_LABELS: Record<NonNullable<Referrals["referred"][number]["bonusStatus"]>, string> = {
  held: "held",
  credited: "credited",
  refused: "refused",
  cancelled: "cancelled",
  "clawed-back": "clawed back",
};

/** A customer's referral code and level, who referred them, and the friends they referred with each bonus. */
export function CustomerReferrals({ referrals }: { referrals: Referrals }) {
  return (
    <section aria-labelledby="customer-referrals" className="flex flex-col gap-2">
      <h2 id="customer-referrals" className="text-xl font-semibold">
        Referrals
      </h2>
      <p>
        Code <span className="font-mono">{referrals.code}</span> · level {referrals.level ?? "none yet"} ·{" "}
        {referrals.referredBy ? (
          <>
            referred by{" "}
            <Link href={`/customers/${referrals.referredBy.id}`} className="underline">
              {referrals.referredBy.name}
            </Link>
          </>
        ) : (
          "joined without a referral"
        )}
      </p>
      {referrals.referred.length === 0 ? <p>Has not referred anyone.</p> : null}
      <ul className="flex flex-col gap-1" aria-label="Friends they referred">
        {referrals.referred.map((friend) => (
          <li key={friend.id}>
            <Link href={`/customers/${friend.id}`} className="font-semibold underline">
              {friend.name}
            </Link>{" "}
            joined {formatUtc(friend.joinedAt)} ·{" "}
            {friend.bonusStatus
              ? `bonus ${formatCents(friend.bonusAmount)} ${BONUS_STATUS_LABELS[friend.bonusStatus]}${
                  friend.bonusStatus === "held" && friend.bonusReleaseAt
                    ? ` until ${formatUtc(friend.bonusReleaseAt)}`
                    : ""
                }`
              : "no bonus yet (no paid order)"}
          </li>
        ))}
      </ul>
    </section>
  );
}
