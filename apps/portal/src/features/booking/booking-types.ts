import type { PickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import type { PickUpDeliveryType } from "@freight/domain/orders/pick-up-delivery";

/** An extra's line kind (GET /extra-services): the pick-up/delivery legs are `pick-up`, `delivery`, `pickupAndDelivery`. */
type ExtraServiceType =
  "pick-up" | "delivery" | "pickupAndDelivery" | "reStackFix" | "fee" | "storage";

/** An extra the hub sells with a booking (GET /extra-services). Price in cents. */
export interface ExtraServiceItem {
  id: number;
  name: string;
  type: ExtraServiceType;
  description: string;
  price: number;
}

/** The price terms the API quoted for the chosen hub, service and slot (cents; feeType 10/20/30). */
export interface BookingQuote {
  price: number;
  feeType: 10 | 20 | 30;
  firstHourFee: number;
  secondHourFee: number;
  afterHoursFee: number;
  /** The slot's tier: Regular 0, Peak 1, Best 2. */
  pricingTier: 0 | 1 | 2;
  /** "own" when the customer's negotiated rate replaced the hub's list price. */
  rateSource: "list" | "own";
}

/** The selected service: what the booking form holds for the chosen service. */
export interface SelectedService {
  id: number;
  name: string;
  /** Service type id (Transload 1 … Overweight 6). */
  type: number;
  /** Hub-local date, YYYY-MM-DD. */
  date: string | null;
  /** Start of the chosen 3-hour slot, a UTC instant; null until chosen. */
  time: string | null;
  quantity: number;
  notes: string;
  driverName: string;
  driverPhone: string;
  /** Kept from an order being changed, repeated or duplicated; a new booking leaves them to the driver's check-in. */
  truckNumber?: string;
  trailerNumber?: string;
  pdServiceType: PickUpDeliveryType | null;
  puService?: PickUpDeliveryDetail;
  delService?: PickUpDeliveryDetail;
}

/** An extra put on the booking: its id and how many (products). */
export interface ProductAmount {
  id: number;
  amount: number;
}
