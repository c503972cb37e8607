import type { OrderInput } from "./types";

/**
 * The `body` and `bodySerializer` of a multipart order call (createOrder, updateOrder):
 * `client.POST("/order", orderUploadRequest(order, files))`.
 * The contract types the multipart body as `{ order: string; files?: string[] }`; the serializer
 * turns it into the FormData the API reads (the order as JSON text, one `files` part per file).
 */
export function orderUploadRequest(order: OrderInput, files: readonly Blob[] = []) {
  const body = { order: JSON.stringify(order) };
  return {
    body,
    bodySerializer: (): FormData => {
      const form = new FormData();
      form.append("order", body.order);
      for (const file of files) {
        form.append("files", file, file instanceof File ? file.name : "file");
      }
      return form;
    },
  };
}
