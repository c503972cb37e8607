import { PREORDER_STORAGE_KEY, PRESELECTED_SERVICE_STORAGE_KEY } from "@freight/domain/booking/booking-form";
import { parseStoredDraft, type BookingDraft } from "./booking-draft";

/** The pre-order and the preselected service are kept in browser storage. Storage may be unavailable. */
export function readPreorder(): BookingDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(PREORDER_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writePreorder(draft: BookingDraft): void {
  try {
    window.localStorage.setItem(PREORDER_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still works, it just is not kept.
  }
}

export function clearPreorder(): void {
  try {
    window.localStorage.removeItem(PREORDER_STORAGE_KEY);
    window.localStorage.removeItem(PRESELECTED_SERVICE_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The service id a service page preselected (stored as a number or `{ id }`), if any. */
export function readPreselectedServiceId(): number | null {
  try {
    const stored = window.localStorage.getItem(PRESELECTED_SERVICE_STORAGE_KEY);
    if (!stored) return null;
    const value: unknown = JSON.parse(stored);
    const id = typeof value === "number" ? value : (value as { id?: unknown } | null)?.id;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
