import { asBoolean, asInteger, asRecord, asString } from "../mapping/server-value";
import { formatRelativeTime, type RelativeTimeInput } from "../time/relative-time";

/** Kinds of in-app message. */
export const MESSAGE_TYPES = ["Info", "Warning", "Success", "Error"] as const;

/** One message kind. */
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The message type used when the server sends none or an unknown one. */
export const DEFAULT_MESSAGE_TYPE: MessageType = "Info";

/** Whether a value is one of the message kinds. */
export function isMessageType(value: unknown): value is MessageType {
  return MESSAGE_TYPES.includes(value as MessageType);
}

/** An in-app message as the message list endpoint sends it. */
export interface ServerMessage {
  id?: number;
  text?: string;
  title?: string;
  isRead?: boolean;
  /** When the message was sent (ISO 8601). */
  createdAt?: string;
  /** Older name of createdAt, still read. */
  timeStamp?: string;
  button1Command?: string;
  button2Command?: string;
  button1Text?: string;
  button2Text?: string;
  type?: string;
}

/** An in-app message as the UI shows it. */
export interface Message {
  id: number;
  text: string;
  title: string;
  unread: boolean;
  /** How long ago the message was sent, e.g. "Recently" (see formatRelativeTime). */
  timeStamp: string;
  button1Command: string;
  button2Command: string;
  button1Text: string;
  button2Text: string;
  type: MessageType;
}

/** The clock a mapper needs for relative times: the current instant and the viewer's IANA time zone. */
export interface ViewerClock {
  now: RelativeTimeInput;
  timeZone?: string;
}

/**
 * Maps a server message: unread is the inverse of isRead, the time (createdAt) is shown
 * relative to `clock.now`, an unknown or missing type becomes Info.
 */
export function mapMessage(server: ServerMessage | null | undefined, clock: ViewerClock): Message {
  const message = asRecord(server);
  const sentAt = asString(message.createdAt) || asString(message.timeStamp);
  return {
    id: asInteger(message.id),
    text: asString(message.text),
    title: asString(message.title),
    unread: !asBoolean(message.isRead),
    timeStamp: sentAt === "" ? "" : formatRelativeTime(sentAt, clock.now, clock.timeZone),
    button1Command: asString(message.button1Command),
    button2Command: asString(message.button2Command),
    button1Text: asString(message.button1Text),
    button2Text: asString(message.button2Text),
    type: isMessageType(message.type) ? message.type : DEFAULT_MESSAGE_TYPE,
  };
}

/** Marks one message as read (after the read call succeeded), leaving the others as they are. */
export function markMessageRead(messages: readonly Message[], id: number): Message[] {
  return messages.map((message) => (message.id === id ? { ...message, unread: false } : message));
}

/** How many messages are still unread. */
export function countUnreadMessages(messages: readonly Message[]): number {
  return messages.filter((message) => message.unread).length;
}
