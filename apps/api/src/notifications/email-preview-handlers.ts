import { asc } from "drizzle-orm";
import { readCompanySettings } from "../company-settings/company-settings-read.js";
import type { Database } from "../db/client.js";
import { hubs } from "../db/schema/index.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { renderEmailPreviews } from "./email/email-previews.js";

/** GET /staff/email-previews: every e-mail template rendered with sample data, branded as sent now. */
export function emailPreviewHandlers({
  db,
  portalUrl,
  now,
}: {
  db: Database;
  portalUrl: string;
  now: () => Date;
}): TypedHandlers {
  return {
    listEmailPreviews: async () => {
      const [hub] = await db
        .select({ name: hubs.name, address: hubs.address, timeZone: hubs.timeZone })
        .from(hubs)
        .orderBy(asc(hubs.id))
        .limit(1);
      return renderEmailPreviews({
        company: await readCompanySettings(db),
        hub: hub ?? { name: "Sample hub", address: "", timeZone: "America/Chicago" },
        portalUrl,
        now: now(),
      });
    },
  };
}
