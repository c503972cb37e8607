import type { NotificationPreferences } from "../profile/customer-profile";
import type { OrderStatus } from "../orders/order-status";

/**
 * Which preference topic of the profile governs a message. `account` is no topic: security and account messages
 * (codes, a changed password or e-mail, invitations, the welcome, an answer the person asked for) always go.
 */
export const MessageCategory = {
  OrderUpdates: "orderUpdates",
  PromotionsAndOffers: "promotionsAndOffers",
  BillingAndPayments: "billingAndPayments",
  UpdatesAndMaintenance: "updatesAndMaintenance",
  Account: "account",
  /**
   * Texts to the driver's phone on an order. The driver has no account and no switches: what governs them is the
   * driver's own say (the consent given on the check-in page, a STOP answered to a text), which the sender checks.
   */
  DriverTexts: "driverTexts",
} as const;

export type MessageCategory = (typeof MessageCategory)[keyof typeof MessageCategory];

/** Where a message can reach a person: the portal's message centre, an e-mail, a text. */
export const MessageChannel = {
  InApp: "inApp",
  Email: "email",
  Sms: "sms",
} as const;

export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];

export const MESSAGE_CHANNELS: readonly MessageChannel[] = Object.values(MessageChannel);

interface MessageDefinition {
  category: MessageCategory;
  /** Every channel the message is written for; the recipient's preference picks among them. */
  channels: readonly MessageChannel[];
}

const orderUpdate: MessageDefinition = { category: "orderUpdates", channels: ["inApp", "email", "sms"] };
const billing: MessageDefinition = { category: "billingAndPayments", channels: ["inApp"] };
const billingByEveryChannel: MessageDefinition = {
  category: "billingAndPayments",
  channels: ["inApp", "email", "sms"],
};
const accountInApp: MessageDefinition = { category: "account", channels: ["inApp"] };
const accountByEmail: MessageDefinition = { category: "account", channels: ["email"] };
const accountCode: MessageDefinition = { category: "account", channels: ["email", "sms"] };
const driverText: MessageDefinition = { category: "driverTexts", channels: ["sms"] };

/** The catalogue: every message the platform sends, its topic and the channels it is written for. */
export const MESSAGE_CATALOGUE = {
  orderBooked: orderUpdate,
  orderAccepted: orderUpdate,
  driverArrived: orderUpdate,
  orderInProgress: orderUpdate,
  orderNeedsAttention: orderUpdate,
  orderDone: orderUpdate,
  orderClosed: orderUpdate,
  orderFailed: orderUpdate,
  orderCancelled: orderUpdate,
  orderSlotMoved: orderUpdate,
  orderReminder: orderUpdate,
  driverReminder: driverText,
  driverCalledIn: driverText,
  /** The dispatcher gave the truck at the hub a dock door (or moved it to another). */
  driverDoorAssigned: driverText,
  shopOrderReady: { category: "orderUpdates", channels: ["inApp"] },
  invoiceIssued: billingByEveryChannel,
  invoiceReminder: billingByEveryChannel,
  paymentReceived: billing,
  paymentProcessing: billing,
  paymentReturned: billing,
  paymentRefunded: billing,
  bonusCredited: billing,
  bonusClawedBack: billing,
  welcome: accountInApp,
  emailConfirmed: accountInApp,
  emailChanged: { category: "account", channels: ["inApp", "email"] },
  passwordChanged: accountByEmail,
  verificationCode: accountCode,
  companyInvitation: accountByEmail,
  staffInvitation: accountByEmail,
  contactReply: { category: "account", channels: ["inApp", "email"] },
  /** An endpoint that failed for three days was disabled: its owners must know their integration stopped. */
  webhookEndpointDisabled: { category: "account", channels: ["inApp", "email"] },
} as const satisfies Record<string, MessageDefinition>;

/** The name of one message of the catalogue. */
export type MessageKind = keyof typeof MESSAGE_CATALOGUE;

export const MESSAGE_KINDS = Object.keys(MESSAGE_CATALOGUE) as MessageKind[];

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === "string" && Object.hasOwn(MESSAGE_CATALOGUE, value);
}

export function messageCategory(kind: MessageKind): MessageCategory {
  return MESSAGE_CATALOGUE[kind].category;
}

/** Preferences as stored: a row written before a topic or switch existed may lack it. */
export type StoredNotificationPreferences = {
  [Topic in keyof NotificationPreferences]?: Partial<NotificationPreferences[Topic]>;
};

/**
 * Whether the recipient's switch for `channel` of `category` is on. The updates-and-maintenance topic has push
 * instead of in-app; the message centre is where a push would land, so push governs it. A switch missing from
 * stored preferences counts as off (as the profile shows it).
 */
function isSwitchedOn(
  preferences: StoredNotificationPreferences,
  category: Exclude<MessageCategory, "account" | "driverTexts">,
  channel: MessageChannel,
): boolean {
  if (category === "updatesAndMaintenance") {
    const topic = preferences.updatesAndMaintenance;
    return (channel === "inApp" ? topic?.push : topic?.[channel]) === true;
  }
  const topic = preferences[category];
  return (channel === "inApp" ? topic?.inAppNotify : topic?.[channel]) === true;
}

/** Whether no profile switch governs the category: account messages, and driver texts (the driver's consent does). */
export function isUngovernedByPreferences(category: MessageCategory): category is "account" | "driverTexts" {
  return category === "account" || category === "driverTexts";
}

/**
 * The channels a message goes by: those it is written for whose switch the recipient left on. Account messages
 * (and driver texts, which the driver's consent governs instead) go by all of theirs whatever the switches say;
 * a governed message to someone without preferences (no account) goes nowhere.
 */
export function messageChannels(
  kind: MessageKind,
  preferences: StoredNotificationPreferences | null | undefined,
): MessageChannel[] {
  const { category, channels } = MESSAGE_CATALOGUE[kind];
  if (isUngovernedByPreferences(category)) return [...channels];
  if (!preferences) return [];
  return channels.filter((channel) => isSwitchedOn(preferences, category, channel));
}

/** Whether a message of `kind` may reach the recipient by `channel`. */
export function mayMessageBy(
  kind: MessageKind,
  channel: MessageChannel,
  preferences: StoredNotificationPreferences | null | undefined,
): boolean {
  return messageChannels(kind, preferences).includes(channel);
}

const statusMessageKinds: Record<OrderStatus, MessageKind> = {
  new: "orderBooked",
  accepted: "orderAccepted",
  arrivedToHub: "driverArrived",
  inProgress: "orderInProgress",
  needsAttention: "orderNeedsAttention",
  processed: "orderDone",
  closed: "orderClosed",
  failed: "orderFailed",
  cancelled: "orderCancelled",
  cancelledByUser: "orderCancelled",
  payCancelled: "orderCancelled",
};

/** The message the customer gets when an order reaches `status`. */
export function orderStatusMessageKind(status: OrderStatus): MessageKind {
  return statusMessageKinds[status];
}
