import { context, SpanKind, SpanStatusCode, type Span, type Tracer } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from "@opentelemetry/sdk-trace-node";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from "@opentelemetry/semantic-conventions";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's trace span, when tracing is on. */
    traceSpan: Span | null;
  }
}

/** The tracer provider of this process and how to flush and stop it. */
export interface RequestTracing {
  tracer: Tracer;
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: spans go out over OTLP/HTTP
 * in batches. Tests pass their own span processor.
 */
export function startRequestTracing({
  serviceName,
  endpoint,
  spanProcessor,
}: {
  serviceName: string;
  endpoint?: string;
  spanProcessor?: SpanProcessor;
}): RequestTracing {
  const processor =
    spanProcessor ?? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint ?? ""}/v1/traces` }));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [processor],
  });
  return { tracer: provider.getTracer("freight-api"), shutdown: () => provider.shutdown() };
}

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (headers: FastifyRequest["headers"]) => Object.keys(headers),
  get: (headers: FastifyRequest["headers"], key: string) => headers[key],
};

/**
 * One server span per request, named by method and route pattern (never the raw URL, which holds ids), child of
 * the caller's `traceparent` when one is sent (the apps' servers, a load balancer), ended with the status.
 */
export function registerRequestTracing(app: FastifyInstance, tracer: Tracer): void {
  app.decorateRequest("traceSpan", null);
  app.addHook("onRequest", async (request) => {
    const parent = propagator.extract(context.active(), request.headers, headerGetter);
    const route = request.routeOptions.url ?? "(unmatched)";
    request.traceSpan = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_HTTP_ROUTE]: route },
      },
      parent,
    );
  });
  app.addHook("onResponse", async (request, reply) => {
    const span = request.traceSpan;
    if (!span) return;
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
