import { isCheckInCodeShape, normalizeCheckInCode } from "@freight/domain/orders/order-codes";

/**
 * The code as a driver typed it, in the API's canonical form (upper case, without the spaces and dashes a code
 * read out in groups picks up), or undefined when it cannot be a check-in code: the domain's rule (10 characters
 * from the booking's alphabet), the same the API applies, so the page never sends a code the API would refuse.
 */
export function typedCheckInCode(input: string): string | undefined {
  return isCheckInCodeShape(input) ? normalizeCheckInCode(input) : undefined;
}

/**
 * The driver page, where its forms post before the page's script has loaded (React's permalink of the form
 * actions; it also gives the forms a real `action` URL, which valid HTML needs).
 */
export const DRIVER_PAGE_PATH = "/driver";
