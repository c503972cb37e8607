import { readFileSync } from "node:fs";

import { CHARGE_KINDS } from "@freight/domain/catalog/charge-kind";
import { LINE_TYPES } from "@freight/domain/catalog/line-type";
import { SERVICE_TYPE_IDS } from "@freight/domain/catalog/service-type";
import { CAPACITIES } from "@freight/domain/catalog/warehouse-filters";
import { ORDER_STATUSES } from "@freight/domain/orders/order-status";
import { PICK_UP_DELIVERY_TYPES } from "@freight/domain/orders/pick-up-delivery";
import { BALANCE_CHANGE_KINDS } from "@freight/domain/payments/balance-change-kind";
import { INVOICE_STATUSES } from "@freight/domain/payments/invoice-status";
import { PAYMENT_FLOWS } from "@freight/domain/payments/payment-flow";
import { PAYMENT_METHOD_TYPES } from "@freight/domain/payments/payment-method";
import { PAYMENT_STATUSES } from "@freight/domain/payments/payment-status";
import { MESSAGE_TYPES } from "@freight/domain/profile/message";
import { SHOP_ORDER_STATUSES } from "@freight/domain/shop/shop-order-status";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface EnumSchema {
  enum?: unknown[];
  properties?: Record<string, EnumSchema>;
}

const schemas = (
  parse(readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8")) as {
    components: { schemas: Record<string, EnumSchema> };
  }
).components.schemas;

function contractEnum(name: string, property: string): unknown[] {
  const schema = property ? schemas[name]?.properties?.[property] : schemas[name];
  if (!schema?.enum) throw new Error(`The contract has no enumeration ${name}${property ? `.${property}` : ""}`);
  return schema.enum;
}

// The domain's lists decide what the apps offer and the API stores; the contract decides what crosses the wire.
// A value added to one and not the other would be refused by the API or never shown, so they must stay equal.
describe("the domain's enumerations equal the contract's", () => {
  it.each([
    ["FeeType", "", CHARGE_KINDS],
    ["OrderServiceLineType", "", LINE_TYPES],
    ["ServiceTypeId", "", SERVICE_TYPE_IDS],
    ["Capacity", "", CAPACITIES],
    ["OrderStatus", "", ORDER_STATUSES],
    ["PickUpDeliveryType", "", PICK_UP_DELIVERY_TYPES],
    ["LedgerEntry", "kind", BALANCE_CHANGE_KINDS],
    ["InvoiceStatus", "", INVOICE_STATUSES],
    ["PaymentFlow", "", PAYMENT_FLOWS],
    ["PaymentMethodType", "", PAYMENT_METHOD_TYPES],
    ["PaymentStatus", "", PAYMENT_STATUSES],
    ["MessageType", "", MESSAGE_TYPES],
    ["ShopOrderStatus", "", SHOP_ORDER_STATUSES],
  ] as const)("%s %s", (name, property, domainValues) => {
    expect([...domainValues].sort()).toEqual([...contractEnum(name, property)].sort());
  });
});
