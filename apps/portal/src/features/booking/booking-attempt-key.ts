/** The Idempotency-Key of a booking attempt and what it was made for. */
export interface BookingAttempt {
  key: string;
  content: string;
}

/** What a booking sends, for telling a retry from a changed booking: the order and its files' identities. */
export function bookingContent(
  order: unknown,
  files: readonly Pick<File, "name" | "size" | "lastModified">[],
): string {
  return JSON.stringify([order, files.map((file) => [file.name, file.size, file.lastModified])]);
}

/**
 * The key to send: the last attempt's when the customer sends the very same booking again (a retry after a
 * failure or a second click, which the API then answers with the one order it booked), a new one otherwise.
 */
export function attemptFor(
  previous: BookingAttempt | null,
  content: string,
  makeKey: () => string,
): BookingAttempt {
  return previous?.content === content ? previous : { key: makeKey(), content };
}
