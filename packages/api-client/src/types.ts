import type { components, operations, paths } from "./schema";

export type { components, operations, paths };

/** A named schema of the contract, e.g. `Schema<"Order">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The query parameters of an operation, e.g. `QueryOf<"listOrderHistory">`. */
export type QueryOf<OperationId extends keyof operations> = NonNullable<
  operations[OperationId]["parameters"]["query"]
>;

export type ApiErrorBody = Schema<"Error">;
export type Hub = Schema<"Hub">;
export type Service = Schema<"Service">;
export type PriceQuote = Schema<"PriceQuote">;
export type BlogPost = Schema<"BlogPost">;
export type BlogPostListItem = Schema<"BlogPostListItem">;
export type Banner = Schema<"Banner">;
export type Hero = Schema<"Hero">;
export type Review = Schema<"Review">;
export type Vacancy = Schema<"Vacancy">;
export type Product = Schema<"Product">;
export type Category = Schema<"Category">;
export type ReferralLevel = Schema<"ReferralLevel">;
export type ReferralEntry = Schema<"ReferralEntry">;
export type CustomerProfile = Schema<"CustomerProfile">;
export type Message = Schema<"Message">;
export type Order = Schema<"Order">;
export type OrderPage = Schema<"OrderPage">;
export type OrderInput = Schema<"OrderInput">;
export type OrderNote = Schema<"OrderNote">;
export type OrderStatus = Schema<"OrderStatus">;
export type PickUpDeliveryDetail = Schema<"PickUpDeliveryDetail">;
export type DashboardMetrics = Schema<"DashboardMetrics">;
export type OrderListQuery = QueryOf<"listOrderHistory">;
export type ProductListQuery = QueryOf<"listSupplies">;
