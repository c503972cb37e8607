// The API benchmark's reference: a bare Fastify server (no plugins, no database, no logging) that answers
// GET /same/<n> with the n-th answer the real API gave, body and headers byte for byte (a fresh x-request-id of the
// same length), so the comparison is the API's own work per request for the same bytes on the wire; GET /json is a
// tiny schema-serialized JSON answer.
// Started by http-bench.ts as its own process: node bare-fastify.mjs <port> <answers.json>
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const port = Number(process.argv[2]);
const answers = process.argv[3] ? JSON.parse(readFileSync(process.argv[3], "utf8")) : [];
const app = Fastify({ logger: false });
const item = {
  type: "object",
  properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" } },
};
app.get("/json", { schema: { response: { 200: { type: "array", items: item } } } }, async () => [
  { id: 1, name: "Reno", slug: "reno" },
  { id: 2, name: "Stockton", slug: "stockton" },
]);
app.get("/same/:index", async (request, reply) => {
  const answer = answers[Number(request.params.index)];
  if (answer === undefined) return reply.code(404).send({ message: "no such answer" });
  return reply.headers({ ...answer.headers, "x-request-id": randomUUID() }).send(answer.body);
});
await app.listen({ host: "127.0.0.1", port });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
