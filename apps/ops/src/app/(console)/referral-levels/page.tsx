import type { Metadata } from "next";
import { ReferralLevelsForm } from "@/features/referral-levels/referral-levels-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Referral levels" };

export default async function ReferralLevelsPage() {
  const api = await getServerApi();
  const list = await readForPage("GET /staff/referral-levels", api.GET("/staff/referral-levels"));
  return (
    <>
      <h1 className="text-2xl font-bold">Referral levels</h1>
      <p>
        A customer&apos;s level follows what the people they referred paid. Ranges run from $0 without gaps; a higher
        level never gives a smaller discount. Customers&apos; levels follow a save at once; discounts already given on
        booked orders stay. Version {list.version}.
      </p>
      <ReferralLevelsForm list={list} />
    </>
  );
}
