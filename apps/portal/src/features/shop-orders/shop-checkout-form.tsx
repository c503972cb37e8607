"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { placeShopOrderAction } from "./shop-order-actions";

const text = portalText.shop;

/** The pick-up hub and "Place the order and pay"; the order's page takes the payment next. */
export function ShopCheckoutForm({
  cart,
  hubs,
  canOrder,
}: {
  cart: string;
  hubs: readonly { id: number; name: string }[];
  canOrder: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [hubId, setHubId] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [isPending, startTransition] = useTransition();

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await placeShopOrderAction({ cart, hubId: Number(hubId), idempotencyKey });
          if (handleActionResult(result)) router.push(`/dashboard/shop-orders/${result.data.id}`);
        });
      }}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          {text.pickUpHub}
        </label>
        <select
          id={id}
          required
          className={inputClass}
          value={hubId}
          onChange={(event) => setHubId(event.target.value)}
        >
          <option value="">{text.chooseHub}</option>
          {hubs.map((hub) => (
            <option key={hub.id} value={hub.id}>
              {hub.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="lg" isLoading={isPending} disabled={!canOrder || hubId === ""}>
        {text.placeOrder}
      </Button>
    </form>
  );
}
