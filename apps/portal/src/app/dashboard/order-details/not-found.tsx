import { OrderNotFound } from "@/features/orders/order-details/order-not-found";

/** The order details page's 404: the order does not exist or is not the customer's. */
export default function OrderDetailsNotFound() {
  return <OrderNotFound />;
}
