import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ORDER_STATUSES } from "../orders/order-status";
import type { NotificationPreferences } from "../profile/customer-profile";
import {
  isMessageKind,
  MESSAGE_KINDS,
  messageCategory,
  messageChannels,
  mayMessageBy,
  orderStatusMessageKind,
  type MessageCategory,
  type MessageChannel,
  type MessageKind,
} from "./message-catalogue";

/** The catalogue as the issue lists it, written out by hand: the oracle of the table test. */
const expected: Record<MessageKind, [MessageCategory, MessageChannel[]]> = {
  orderBooked: ["orderUpdates", ["inApp", "email", "sms"]],
  orderAccepted: ["orderUpdates", ["inApp", "email", "sms"]],
  driverArrived: ["orderUpdates", ["inApp", "email", "sms"]],
  orderInProgress: ["orderUpdates", ["inApp", "email", "sms"]],
  orderNeedsAttention: ["orderUpdates", ["inApp", "email", "sms"]],
  orderDone: ["orderUpdates", ["inApp", "email", "sms"]],
  orderClosed: ["orderUpdates", ["inApp", "email", "sms"]],
  orderFailed: ["orderUpdates", ["inApp", "email", "sms"]],
  orderCancelled: ["orderUpdates", ["inApp", "email", "sms"]],
  orderSlotMoved: ["orderUpdates", ["inApp", "email", "sms"]],
  orderReminder: ["orderUpdates", ["inApp", "email", "sms"]],
  driverReminder: ["driverTexts", ["sms"]],
  driverCalledIn: ["driverTexts", ["sms"]],
  driverDoorAssigned: ["driverTexts", ["sms"]],
  shopOrderReady: ["orderUpdates", ["inApp"]],
  invoiceIssued: ["billingAndPayments", ["inApp", "email", "sms"]],
  invoiceReminder: ["billingAndPayments", ["inApp", "email", "sms"]],
  paymentReceived: ["billingAndPayments", ["inApp"]],
  paymentProcessing: ["billingAndPayments", ["inApp"]],
  paymentReturned: ["billingAndPayments", ["inApp"]],
  paymentRefunded: ["billingAndPayments", ["inApp"]],
  bonusCredited: ["billingAndPayments", ["inApp"]],
  bonusClawedBack: ["billingAndPayments", ["inApp"]],
  welcome: ["account", ["inApp"]],
  emailConfirmed: ["account", ["inApp"]],
  emailChanged: ["account", ["inApp", "email"]],
  passwordChanged: ["account", ["email"]],
  verificationCode: ["account", ["email", "sms"]],
  companyInvitation: ["account", ["email"]],
  staffInvitation: ["account", ["email"]],
  contactReply: ["account", ["inApp", "email"]],
  webhookEndpointDisabled: ["account", ["inApp", "email"]],
};

type Topic = keyof NotificationPreferences;
/** Every switch of the profile, and the channel it governs. */
const switches: { topic: Topic; name: string; channel: MessageChannel }[] = [
  ...(["orderUpdates", "promotionsAndOffers", "billingAndPayments"] as const).flatMap((topic) => [
    { topic, name: "email", channel: "email" as const },
    { topic, name: "inAppNotify", channel: "inApp" as const },
    { topic, name: "sms", channel: "sms" as const },
  ]),
  { topic: "updatesAndMaintenance", name: "email", channel: "email" },
  { topic: "updatesAndMaintenance", name: "push", channel: "inApp" },
  { topic: "updatesAndMaintenance", name: "sms", channel: "sms" },
];

function preferencesWith(isOn: (topic: Topic, name: string) => boolean): NotificationPreferences {
  const topic = (name: Topic) => ({
    email: isOn(name, "email"),
    inAppNotify: isOn(name, "inAppNotify"),
    sms: isOn(name, "sms"),
  });
  return {
    orderUpdates: topic("orderUpdates"),
    promotionsAndOffers: topic("promotionsAndOffers"),
    billingAndPayments: topic("billingAndPayments"),
    updatesAndMaintenance: {
      email: isOn("updatesAndMaintenance", "email"),
      push: isOn("updatesAndMaintenance", "push"),
      sms: isOn("updatesAndMaintenance", "sms"),
    },
  };
}

const allOn = preferencesWith(() => true);
const allOff = preferencesWith(() => false);

describe("MESSAGE_CATALOGUE", () => {
  it("files every message under the topic the issue names", () => {
    expect(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, messageCategory(kind)]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([kind, [category]]) => [kind, category])),
    );
  });

  it("knows its own names and nothing else", () => {
    for (const kind of MESSAGE_KINDS) expect(isMessageKind(kind)).toBe(true);
    for (const other of ["", "toString", "constructor", "ORDERBOOKED", 1, null])
      expect(isMessageKind(other)).toBe(false);
  });
});

describe("messageChannels", () => {
  // The table: every message × every switch of the profile turned off alone, plus all on and all off.
  for (const kind of MESSAGE_KINDS) {
    const [category, channels] = expected[kind];

    it(`${kind}: with every switch on, goes by all its channels`, () => {
      expect(messageChannels(kind, allOn)).toEqual(channels);
    });

    const isUngoverned = category === "account" || category === "driverTexts";
    it(`${kind}: with every switch off, goes ${isUngoverned ? "anyway (no profile switch governs it)" : "nowhere"}`, () => {
      expect(messageChannels(kind, allOff)).toEqual(isUngoverned ? channels : []);
    });

    for (const off of switches) {
      const governs = category === off.topic;
      it(`${kind}: ${off.topic}.${off.name} off ${governs ? `stops its ${off.channel}` : "changes nothing"}`, () => {
        const preferences = preferencesWith((topic, name) => !(topic === off.topic && name === off.name));
        expect(messageChannels(kind, preferences)).toEqual(
          governs ? channels.filter((channel) => channel !== off.channel) : channels,
        );
        expect(mayMessageBy(kind, off.channel, preferences)).toBe(!governs && channels.includes(off.channel));
      });
    }
  }

  it("sends a governed message only by channels it is written for whose switch is on, for any preferences", () => {
    const switchState = fc.array(fc.boolean(), { minLength: switches.length, maxLength: switches.length });
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_KINDS), switchState, (kind, states) => {
        const preferences = preferencesWith((topic, name) => {
          const index = switches.findIndex((one) => one.topic === topic && one.name === name);
          return states[index] === true;
        });
        const [category, channels] = expected[kind];
        const chosen = messageChannels(kind, preferences);
        const on = switches
          .filter((one, index) => one.topic === category && states[index] === true)
          .map((one) => one.channel);
        expect(chosen).toEqual(
          category === "account" || category === "driverTexts"
            ? channels
            : channels.filter((channel) => on.includes(channel)),
        );
      }),
    );
  });

  it("treats a switch missing from stored preferences as off, and sends account messages to anyone", () => {
    expect(messageChannels("orderAccepted", { orderUpdates: { email: true } })).toEqual(["email"]);
    expect(messageChannels("invoiceIssued", {})).toEqual([]);
    expect(messageChannels("orderAccepted", null)).toEqual([]);
    expect(messageChannels("verificationCode", null)).toEqual(["email", "sms"]);
  });
});

describe("orderStatusMessageKind", () => {
  it("gives every order status an order-update message", () => {
    for (const status of ORDER_STATUSES)
      expect(messageCategory(orderStatusMessageKind(status))).toBe("orderUpdates");
    expect(orderStatusMessageKind("arrivedToHub")).toBe("driverArrived");
    expect(orderStatusMessageKind("payCancelled")).toBe("orderCancelled");
  });
});
