import pg from "pg";

/** The channel migration 0038's triggers notify on after a commit that changed slot places. */
const SLOT_PLACES_CHANNEL = "slot_places";
/** Changes within this long are told as one (a burst of bookings is one revalidation of the site). */
const SLOT_PLACES_DEBOUNCE_MS = 200;
/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1_000;

export interface SlotPlacesListener {
  close(): Promise<void>;
}

interface ListenerLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Calls `onChange` after every committed change of slot places (orders booked, cancelled, moved, holds set or
 * lapsed; the hub team's slot settings), whichever instance, job or code path made it: PostgreSQL sends the
 * notification on commit, on a connection of its own. Changes close together are told once. When the connection is
 * lost, it listens again and tells a change (what happened meanwhile is not known).
 */
export function listenForSlotPlaces({
  connectionString,
  onChange,
  log,
}: {
  connectionString: string;
  onChange: () => void;
  log: ListenerLog;
}): SlotPlacesListener {
  let client: pg.Client | undefined;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;

  const tell = () => {
    if (timer || isClosed) return;
    timer = setTimeout(() => {
      timer = undefined;
      onChange();
    }, SLOT_PLACES_DEBOUNCE_MS);
  };

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: "freight-api-listen" });
    next.on("notification", (message) => {
      if (message.channel === SLOT_PLACES_CHANNEL) tell();
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "Lost the slot-places notifications; listening again");
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!isClosed && !reconnect) {
        reconnect = setTimeout(() => {
          reconnect = undefined;
          void connect(true);
        }, RECONNECT_DELAY_MS);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SLOT_PLACES_CHANNEL}`);
    } catch (error) {
      next.emit("error", error as Error);
      return;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (isReconnect) tell();
  };
  const started = connect(false);

  return {
    async close() {
      isClosed = true;
      clearTimeout(timer);
      clearTimeout(reconnect);
      await started;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
