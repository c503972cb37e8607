import { uploadProgress, type UploadProgress } from "@freight/domain/files/upload-progress";
import type { OrderInput } from "@freight/api-client/types";

/** How an order upload ended: the saved order's id, a 401, or a message to show. */
export type UploadOutcome =
  | { kind: "saved"; orderId: number; number: string }
  | { kind: "unauthorized" }
  | { kind: "failed"; message: string };

function readMessage(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message.trim()) return body.message;
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return status === 0
    ? "The booking service could not be reached. Please try again."
    : `The order was not saved (${status}).`;
}

/**
 * Sends the multipart order (the `order` part is the OrderInput as JSON, one `files` part per file) to the portal's
 * upload route with XMLHttpRequest, whose upload events give the progress bar (upload progress reported).
 */
export function uploadOrder(input: {
  url: string;
  method: "POST" | "PATCH";
  order: OrderInput;
  files: readonly File[];
  onProgress: (progress: UploadProgress) => void;
  /** Sent with a new booking, so a retry of the same booking books one order. */
  idempotencyKey?: string;
}): Promise<UploadOutcome> {
  const form = new FormData();
  form.append("order", JSON.stringify(input.order));
  for (const file of input.files) form.append("files", file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(input.method, input.url);
    request.setRequestHeader("Accept", "application/json");
    if (input.idempotencyKey) request.setRequestHeader("Idempotency-Key", input.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress(uploadProgress(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status === 401) return resolve({ kind: "unauthorized" });
      if (request.status >= 200 && request.status < 300) {
        try {
          const order = JSON.parse(request.responseText) as { id?: unknown; number?: unknown };
          if (typeof order.id === "number") {
            return resolve({ kind: "saved", orderId: order.id, number: String(order.number ?? "") });
          }
        } catch {
          // Falls through to the failure below.
        }
      }
      resolve({ kind: "failed", message: readMessage(request.responseText, request.status) });
    };
    request.onerror = () => resolve({ kind: "failed", message: readMessage("", 0) });
    request.send(form);
  });
}
