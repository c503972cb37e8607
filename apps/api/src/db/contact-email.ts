import { sql } from "drizzle-orm";
import { companies, users } from "./schema/index.js";

/**
 * Where mail for a customer account goes: a company's invoice e-mail for a company's account (its own address
 * is a placeholder nobody reads, so nobody can sign in to it), the person's e-mail otherwise.
 */
export const contactEmail = sql<string>`coalesce((select ${companies.invoiceEmail} from ${companies} where ${companies.accountUserId} = ${users.id}), ${users.email})`;
