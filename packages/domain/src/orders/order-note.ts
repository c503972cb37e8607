import { asArray, asBoolean, asInteger, asRecord, asString } from "../mapping/server-value";

/** Path and query key of the API's image proxy, which serves stored order files. */
const IMAGE_PROXY_MARKER = "/image-proxy?url=";

/** A file attached to an order note, as the server sends it. */
export interface ServerOrderNoteFile {
  id?: number;
  fileName?: string;
  fileUrl?: string;
}

/** An order note as the server sends it. */
export interface ServerOrderNote {
  id?: number;
  note?: string;
  byStaff?: boolean;
  createdAtLocal?: string;
  files?: ServerOrderNoteFile[];
}

/** A file attached to a note, ready to show: `src` goes through the image proxy. */
export interface OrderNoteFile {
  id: number;
  src: string;
  fileName: string;
}

/** An order note as the UI shows it. */
export interface OrderNote {
  id: number;
  note: string;
  /** Written by the hub team (the customer's order timeline shows these); false for the customer's own notes. */
  byStaff: boolean;
  /** When the note was written (the server's createdAtLocal, a UTC instant). */
  timestamp: string;
  files: OrderNoteFile[];
}

/** An image the user picked but has not uploaded yet: `src` is its data URL. */
export interface StoredImage {
  src: string;
  fileName: string;
}

/** A note file as sent to the server. */
export interface OrderNoteFilePayload {
  fileName: string;
  fileUrl: string;
}

/** An order note as sent to the server. */
export interface OrderNotePayload {
  note: string;
  createdAtLocal: string;
  files: OrderNoteFilePayload[];
}

/** The image-proxy URL for a stored file: `${imageProxyBase}/image-proxy?url=<encoded fileUrl>`. */
export function imageProxySrc(imageProxyBase: string, fileUrl: string): string {
  return `${imageProxyBase}${IMAGE_PROXY_MARKER}${encodeURIComponent(fileUrl)}`;
}

/**
 * The file URL behind a `src`: the decoded `url` of an image-proxy URL, or the `src`
 * itself (a data URL of a new upload) when it is not one.
 */
export function fileUrlFromSrc(src: string): string {
  const markerAt = src.lastIndexOf(IMAGE_PROXY_MARKER);
  if (markerAt === -1) return src;
  try {
    return decodeURIComponent(src.slice(markerAt + IMAGE_PROXY_MARKER.length));
  } catch {
    return src;
  }
}

/** The message shown when a stored image cannot be loaded through the proxy. */
export function imageLoadingErrorMessage(status: number | string): string {
  return `Image loading error: ${status}`;
}

/** Maps a server note file; its `src` is the image-proxy URL of its fileUrl. */
export function mapOrderNoteFile(
  server: ServerOrderNoteFile | null | undefined,
  imageProxyBase: string,
): OrderNoteFile {
  const file = asRecord(server);
  return {
    id: asInteger(file.id),
    src: imageProxySrc(imageProxyBase, asString(file.fileUrl)),
    fileName: asString(file.fileName),
  };
}

/**
 * Maps a server note: the timestamp comes from createdAtLocal, files get image-proxy sources; a note not marked as
 * the hub team's is the customer's.
 */
export function mapOrderNote(server: ServerOrderNote | null | undefined, imageProxyBase: string): OrderNote {
  const note = asRecord(server);
  return {
    id: asInteger(note.id),
    note: asString(note.note),
    byStaff: asBoolean(note.byStaff),
    timestamp: asString(note.createdAtLocal),
    files: asArray(note.files).map((file) => mapOrderNoteFile(file as ServerOrderNoteFile, imageProxyBase)),
  };
}

/**
 * A note file as sent to the server. For a stored file that is its original URL; for a
 * newly picked image it is the data URL (the order upload sends new files as file parts).
 */
export function toOrderNoteFilePayload(file: OrderNoteFile | StoredImage): OrderNoteFilePayload {
  return { fileName: file.fileName, fileUrl: fileUrlFromSrc(file.src) };
}

/** A note as sent to the server: note, createdAtLocal and its stored files' fileName and fileUrl. */
export function toOrderNotePayload(note: Pick<OrderNote, "note" | "timestamp" | "files">): OrderNotePayload {
  return {
    note: note.note,
    createdAtLocal: note.timestamp,
    files: note.files.map(toOrderNoteFilePayload),
  };
}
