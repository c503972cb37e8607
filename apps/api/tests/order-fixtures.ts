import { slotStartForLocal } from "@freight/domain/time/time-slots";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { hubs } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import type { SignedInUser } from "./signed-in-user.js";
import type { TestApp } from "./test-app.js";

export type OrderInput = Schemas["OrderInput"];
export type Order = Schemas["Order"];

/** Seeded ids by slug. */
export interface Catalogue {
  hub(slug: string): { id: number; timeZone: string };
  service(slug: string): number;
  extras: { id: number; price: number }[];
  temperatureControlId: number;
}

export async function loadCatalogue(testApp: TestApp): Promise<Catalogue> {
  const hubRows = (await testApp.app.inject("/hubs-for-index")).json() as {
    id: number;
    slug: string;
    timeZone: string;
  }[];
  const serviceRows = (await testApp.app.inject("/services-for-index")).json() as {
    id: number;
    slug: string;
  }[];
  const extras = (await testApp.app.inject("/extra-services")).json() as { id: number; price: number }[];
  const temps = (await testApp.app.inject("/temperaturecontrols")).json() as { id: number }[];
  return {
    hub(slug) {
      const hub = hubRows.find((row) => row.slug === slug);
      if (!hub) throw new Error(`no hub ${slug}`);
      return { id: hub.id, timeZone: hub.timeZone };
    },
    service(slug) {
      const service = serviceRows.find((row) => row.slug === slug);
      if (!service) throw new Error(`no service ${slug}`);
      return service.id;
    },
    extras,
    temperatureControlId: temps[0]?.id ?? 0,
  };
}

/** The UTC start of a local slot at a hub, e.g. slotAt(reno, "2030-03-04", 9). */
export function slotAt(hub: { timeZone: string }, date: string, hour: number): string {
  return slotStartForLocal(date, hour, hub.timeZone);
}

export async function setSlotCapacity(testApp: TestApp, hubId: number, capacity: number): Promise<void> {
  await testApp.database.db.update(hubs).set({ slotCapacity: capacity }).where(eq(hubs.id, hubId));
}

/** Books with a JSON body. */
export function bookJson(
  testApp: TestApp,
  user: SignedInUser,
  input: unknown,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: "POST",
    url: "/order",
    headers: user.headers,
    payload: input as object,
  });
}

/** Books as the portal does: multipart with an `order` JSON part and `files` parts. */
export function bookMultipart(
  testApp: TestApp,
  user: SignedInUser,
  input: unknown,
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
  method: "POST" | "PATCH" = "POST",
  url = "/order",
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append("order", typeof input === "string" ? input : JSON.stringify(input));
  for (const file of files) {
    form.append(
      "files",
      new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  return testApp.app.inject({ method, url, headers: user.headers, body: form });
}

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A minimal PDF. */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const htmlBytes = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
