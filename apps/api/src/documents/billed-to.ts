import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { contactEmail } from "../db/contact-email.js";
import { companies, users } from "../db/schema/index.js";

type Row = readonly [string, string];

/**
 * The "Billed to" rows of a customer's document: a company's legal name, invoice e-mail, billing address and tax
 * id when the customer is a company's account; the person's company name (or name) and e-mail otherwise.
 */
export async function billedToRows(db: Pick<Database, "select">, customerId: number): Promise<Row[]> {
  const [row] = await db
    .select({
      corporationName: users.corporationName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: contactEmail,
      legalName: companies.legalName,
      taxId: companies.taxId,
      billingAddress: companies.billingAddress,
    })
    .from(users)
    .leftJoin(companies, eq(companies.accountUserId, users.id))
    .where(eq(users.id, customerId))
    .limit(1);
  if (!row) return [];
  const name = row.legalName ?? (row.corporationName || `${row.firstName} ${row.lastName}`.trim());
  return [
    ["Billed to", name ? `${name} <${row.email}>` : row.email],
    ...(row.billingAddress ? [["Billing address", row.billingAddress] as const] : []),
    ...(row.taxId ? [["Tax id", row.taxId] as const] : []),
  ];
}
