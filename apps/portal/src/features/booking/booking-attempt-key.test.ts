import { describe, expect, it } from "vitest";
import { attemptFor, bookingContent } from "./booking-attempt-key";

const photo = { name: "photo.png", size: 120, lastModified: 1 };

describe("attemptFor", () => {
  let counter = 0;
  const makeKey = () => `key-${(counter += 1)}`;

  it("keeps the key when the same booking is sent again, so a retry books once", () => {
    const content = bookingContent({ hubId: 1, quantity: 3 }, [photo]);
    const first = attemptFor(null, content, makeKey);
    expect(attemptFor(first, bookingContent({ hubId: 1, quantity: 3 }, [photo]), makeKey)).toBe(first);
  });

  it("makes a new key when anything in the booking or its files changed", () => {
    const first = attemptFor(null, bookingContent({ hubId: 1, quantity: 3 }, [photo]), makeKey);
    expect(attemptFor(first, bookingContent({ hubId: 1, quantity: 4 }, [photo]), makeKey).key).not.toBe(
      first.key,
    );
    expect(attemptFor(first, bookingContent({ hubId: 1, quantity: 3 }, []), makeKey).key).not.toBe(first.key);
    expect(
      attemptFor(first, bookingContent({ hubId: 1, quantity: 3 }, [{ ...photo, size: 121 }]), makeKey).key,
    ).not.toBe(first.key);
  });
});
