import type { Metadata } from "next";
import { ExtraForm, NewExtraForm } from "@/features/extras/extra-forms";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Extras" };

export default async function ExtrasPage() {
  const api = await getServerApi();
  const extras = await readForPage("GET /staff/extra-services", api.GET("/staff/extra-services"));
  return (
    <>
      <h1 className="text-2xl font-bold">Extras</h1>
      <p>
        What a booking can add to its service, priced per unit. A new price applies to bookings made afterwards;
        orders already booked keep theirs. An extra that is no longer offered stays on the orders that have it.
      </p>
      {extras.map((extra) => (
        <ExtraForm key={extra.id} extra={extra} />
      ))}
      <NewExtraForm />
    </>
  );
}
