import type { Env } from "../env.js";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { carriesMetricsToken, type ApiMetrics } from "./api-metrics.js";

export function metricsHandlers({
  env,
  metrics,
}: {
  env: Pick<Env, "metricsToken" | "nodeEnv">;
  metrics: ApiMetrics;
}): TypedHandlers {
  return {
    metrics: async (request, reply) => {
      if (env.metricsToken) {
        if (!carriesMetricsToken(request.headers.authorization, env.metricsToken)) {
          throw new HttpError(401, "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>");
        }
      } else if (env.nodeEnv === "production") {
        throw new HttpError(403, "Metrics are off: set METRICS_TOKEN to scrape them in production");
      }
      const { contentType, text } = await metrics.exposition();
      return reply.header("cache-control", "no-store").type(contentType).send(text);
    },
  };
}
