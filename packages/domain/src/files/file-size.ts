/** Bytes in a kilobyte as shown to users. */
export const BYTES_PER_KB = 1024;
/** Bytes in a megabyte as shown to users. */
export const BYTES_PER_MB = 1_048_576;

/** File size for display: whole bytes under 1 KB ("512 B"), else KB or MB with one decimal ("1.5 KB", "2.0 MB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw new RangeError(`file size must be a whole number of bytes of at least 0, got ${String(bytes)}`);
  }
  if (bytes < BYTES_PER_KB) return `${bytes} B`;
  if (bytes < BYTES_PER_MB) return `${(bytes / BYTES_PER_KB).toFixed(1)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
}
