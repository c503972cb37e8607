"use server";

import { apiErrorMessage } from "@freight/api-client/api-read";
import { getServerApi } from "@/lib/api/server-api";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** What the console shows of an uploaded image: the path a field stores and the addresses to show it. */
export type UploadImageResult =
  | { ok: true; path: string; url: string; thumbnailUrl: string }
  | { ok: false; message: string };

/**
 * Sends the chosen file (form field `image`) to POST /staff/images: the API checks the bytes, resizes and stores
 * it. Answers its path for a cover or gallery field, or the API's reason in a sentence.
 */
export async function uploadImageAction(formData: FormData): Promise<UploadImageResult> {
  await requireSameSiteAction();
  const file = formData.get("image");
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: "Choose an image file first." };
  const api = await getServerApi();
  try {
    const result = await api.POST("/staff/images", {
      body: { image: file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append("image", body.image as File, file.name || "image");
        return form;
      },
    });
    if (result.data) {
      const { path, url, thumbnailUrl } = result.data;
      return { ok: true, path, url, thumbnailUrl };
    }
    return {
      ok: false,
      message: apiErrorMessage(result.error, `The upload was refused (${result.response.status}).`),
    };
  } catch {
    return { ok: false, message: "The service could not be reached; nothing was uploaded. Try again in a minute." };
  }
}
