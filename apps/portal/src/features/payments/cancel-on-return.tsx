"use client";

import { useEffect, useRef } from "react";
import { cancelCheckoutAction } from "./checkout-action";

/** Back from the gateway without paying (event stripe-payment-cancel): tells the API once, so a held slot is freed. */
export function CancelOnReturn({ paymentId }: { paymentId: number }) {
  const isSent = useRef(false);
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    void cancelCheckoutAction(paymentId);
  }, [paymentId]);
  return null;
}
