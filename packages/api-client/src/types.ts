import type { components, operations, paths, webhooks } from "./schema";

export type { components, operations, paths, webhooks };

/** The events a company's webhook endpoint receives (the contract's top-level `webhooks`). */
export type WebhookEventName = keyof webhooks;

/** The JSON body POSTed for a webhook event, e.g. `WebhookBodyOf<"order.status_changed">`. */
export type WebhookBodyOf<Name extends WebhookEventName> = webhooks[Name]["post"]["requestBody"] extends
  { content: { "application/json": infer Body } } | undefined
  ? Body
  : never;

/** A named schema of the contract, e.g. `Schema<"Order">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The operationIds of the contract. */
export type OperationId = keyof operations;

/** The query parameters of an operation, e.g. `QueryOf<"listOrderHistory">`. */
export type QueryOf<Id extends OperationId> = NonNullable<operations[Id]["parameters"]["query"]>;

/** The path parameters of an operation, e.g. `ParamsOf<"getOrder">` is `{ id: number }`. */
export type ParamsOf<Id extends OperationId> = NonNullable<operations[Id]["parameters"]["path"]>;

/** The request headers an operation declares (e.g. Idempotency-Key). */
export type HeadersOf<Id extends OperationId> = NonNullable<operations[Id]["parameters"]["header"]>;

/** The JSON body of an operation. */
export type BodyOf<Id extends OperationId> = operations[Id]["requestBody"] extends
  { content: { "application/json": infer Body } } | undefined
  ? Body
  : never;

type SuccessResponses<Id extends OperationId> = operations[Id]["responses"][(200 | 201) &
  keyof operations[Id]["responses"]];

/** The JSON answer of an operation's success response. */
export type AnswerOf<Id extends OperationId> =
  SuccessResponses<Id> extends { content: { "application/json": infer Answer } } ? Answer : never;

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
