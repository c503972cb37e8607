import type { Env } from "../../env.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { QueryOf } from "../../openapi/contract-types.js";
import { mediaDir } from "../../paths.js";
import { fetchImage, type ImageProxyOptions } from "./image-fetch.js";

export function mediaHandlers({
  env,
  imageProxy,
}: {
  env: Env;
  imageProxy?: Pick<ImageProxyOptions, "privateAddressHosts">;
}): TypedHandlers {
  const options: ImageProxyOptions = {
    allowedHosts: env.imageProxyAllowedHosts,
    privateAddressHosts: imageProxy?.privateAddressHosts ?? [],
    publicApiUrl: env.publicApiUrl,
    mediaDir,
    maxBytes: 5 * 1024 * 1024,
    timeoutMs: 8000,
    maxRedirects: 3,
  };
  return {
    getImage: async (request, reply) => {
      const { url } = request.query as QueryOf<"getImage">;
      const image = await fetchImage(url, options);
      return reply
        .type(image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "public, max-age=86400")
        .send(image.body);
    },
  };
}
