import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countUnreadMessages, mapMessage, markMessageRead, type ServerMessage } from "./message";

const clock = { now: "2024-05-15T18:00:00Z" };

const serverMessage: ServerMessage = {
  id: 11,
  text: "Your order FB-1042 has arrived at the hub.",
  title: "Order update",
  isRead: false,
  createdAt: "2024-05-15T17:30:00Z",
  button1Command: "open-order",
  button2Command: "dismiss",
  button1Text: "View order",
  button2Text: "Later",
  type: "Warning",
};

describe("mapMessage", () => {
  it("maps every field and shows the time relative to now", () => {
    expect(mapMessage(serverMessage, clock)).toEqual({
      id: 11,
      text: "Your order FB-1042 has arrived at the hub.",
      title: "Order update",
      unread: true,
      timeStamp: "Recently",
      button1Command: "open-order",
      button2Command: "dismiss",
      button1Text: "View order",
      button2Text: "Later",
      type: "Warning",
    });
  });

  it("marks a read message as not unread", () => {
    expect(mapMessage({ ...serverMessage, isRead: true }, clock).unread).toBe(false);
  });

  it("defaults a missing or unknown type to Info", () => {
    expect(mapMessage({ id: 1 }, clock).type).toBe("Info");
    expect(mapMessage({ id: 1, type: "Promo" }, clock).type).toBe("Info");
  });

  it("still reads the older timeStamp field when createdAt is missing", () => {
    expect(mapMessage({ timeStamp: "2024-05-15T17:58:00Z" }, clock).timeStamp).toBe("Just now");
  });

  it("treats a message without isRead as unread and without a time as an empty time", () => {
    const message = mapMessage({}, clock);
    expect(message.unread).toBe(true);
    expect(message.timeStamp).toBe("");
  });

  it("uses the viewer's time zone for the calendar day", () => {
    const sent = { createdAt: "2024-03-10T06:00:00Z" };
    expect(mapMessage(sent, { now: "2024-03-10T12:00:00Z" }).timeStamp).toBe("Today");
    expect(mapMessage(sent, { now: "2024-03-10T12:00:00Z", timeZone: "America/Los_Angeles" }).timeStamp).toBe(
      "Yesterday",
    );
  });

  it("never throws on random server objects and always fills the defaults", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const message = mapMessage(value as ServerMessage, clock);
        expect(typeof message.id).toBe("number");
        expect(typeof message.title).toBe("string");
        expect(typeof message.unread).toBe("boolean");
        expect(["Info", "Warning", "Success", "Error"]).toContain(message.type);
      }),
    );
  });
});

describe("markMessageRead", () => {
  it("clears the unread flag of the read message only", () => {
    const messages = [mapMessage({ id: 1 }, clock), mapMessage({ id: 2 }, clock)];
    expect(markMessageRead(messages, 2).map((message) => message.unread)).toEqual([true, false]);
    expect(messages[1]!.unread).toBe(true);
  });
});

describe("countUnreadMessages", () => {
  it("counts the unread messages", () => {
    const messages = [
      mapMessage({ id: 1 }, clock),
      mapMessage({ id: 2, isRead: true }, clock),
      mapMessage({ id: 3 }, clock),
    ];
    expect(countUnreadMessages(messages)).toBe(2);
  });
});
