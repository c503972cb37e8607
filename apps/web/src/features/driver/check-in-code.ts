/** The contract's check-in code: 4 to 32 characters (openapi parameter CheckInCode). */
export const CHECK_IN_CODE_MIN_LENGTH = 4;
export const CHECK_IN_CODE_MAX_LENGTH = 32;

/** The code as a driver typed it, without spaces around it or inside it (codes are often read out in groups). */
export function normalizeCheckInCode(input: string): string {
  return input.replace(/\s+/g, "");
}

/** Whether a normalized code has the length the API accepts. */
export function isCheckInCodeLength(code: string): boolean {
  return code.length >= CHECK_IN_CODE_MIN_LENGTH && code.length <= CHECK_IN_CODE_MAX_LENGTH;
}

/**
 * The driver page, where its forms post before the page's script has loaded (React's permalink of the form
 * actions; it also gives the forms a real `action` URL, which valid HTML needs).
 */
export const DRIVER_PAGE_PATH = "/driver";
