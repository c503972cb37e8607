import { createServer, type Server } from "node:http";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRequestTracing } from "../src/http/request-tracing.js";
import { createTestApp, type TestApp } from "./test-app.js";

const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
const callerSpan = "00f067aa0ba902b7";

describe("a span per request (OpenTelemetry)", () => {
  const exporter = new InMemorySpanExporter();
  const tracing = startRequestTracing({
    serviceName: "freight-api-test",
    spanProcessor: new SimpleSpanProcessor(exporter),
  });
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ tracer: tracing.tracer });
  });
  afterAll(async () => {
    await testApp.close();
    await tracing.shutdown();
  });

  it("names the span by method and route pattern, records the status and continues the caller's trace", async () => {
    exporter.reset();
    await testApp.app.inject({
      method: "GET",
      url: "/hubs",
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    await testApp.app.inject({ method: "GET", url: "/order/123456" });
    const spans = exporter.getFinishedSpans();
    const hubs = spans.find((span) => span.name === "GET /hubs");
    expect(hubs?.spanContext().traceId).toBe(callerTrace);
    expect(hubs?.parentSpanContext?.spanId).toBe(callerSpan);
    expect(hubs?.attributes["http.response.status_code"]).toBe(200);
    expect(hubs?.attributes["http.route"]).toBe("/hubs");
    const order = spans.find((span) => span.name === "GET /order/:id");
    expect(order?.attributes["http.response.status_code"]).toBe(404);
    expect(spans.map((span) => span.name).join(" ")).not.toContain("123456");
  });

  it("starts a trace of its own for a caller without one, and ignores a malformed traceparent", async () => {
    exporter.reset();
    await testApp.app.inject({
      method: "GET",
      url: "/hubs",
      headers: { traceparent: "00-not-a-trace\u0000-01" },
    });
    const [span] = exporter.getFinishedSpans();
    expect(span?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.spanContext().traceId).not.toBe(callerTrace);
    expect(span?.parentSpanContext).toBeUndefined();
  });
});

describe("tracing to an OTLP/HTTP collector (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  let collector: Server;
  const received: { path: string; type: string; bytes: number }[] = [];
  let endpoint: string;
  beforeAll(async () => {
    collector = createServer((request, response) => {
      let bytes = 0;
      request.on("data", (chunk: Buffer) => (bytes += chunk.length));
      request.on("end", () => {
        received.push({ path: request.url ?? "", type: String(request.headers["content-type"]), bytes });
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const address = collector.address();
    endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it("sends the spans to the collector's /v1/traces, flushed when the API stops", async () => {
    const tracing = startRequestTracing({ serviceName: "freight-api-test", endpoint });
    const testApp = await createTestApp({ tracer: tracing.tracer });
    await testApp.app.inject({ method: "GET", url: "/hubs" });
    await testApp.close();
    await tracing.shutdown();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ path: "/v1/traces" });
    expect(received[0]?.bytes).toBeGreaterThan(0);
  });
});
