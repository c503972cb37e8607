import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { companies, companyMembers, users } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

/**
 * A customer's companies for the console: the companies a person belongs to (each with its account's customer id,
 * where its orders and money are), or, for a company's account, the company and its members.
 */
export async function getStaffCustomerCompanies(
  db: Pick<Database, "select">,
  customerId: number,
): Promise<Schemas["StaffCustomerCompanies"]> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!customer) throw notFound(`There is no customer ${customerId}`);
  const [company] = await db.select().from(companies).where(eq(companies.accountUserId, customerId)).limit(1);
  const memberships = await db
    .select({
      companyId: companies.id,
      legalName: companies.legalName,
      role: companyMembers.role,
      accountCustomerId: companies.accountUserId,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, customerId))
    .orderBy(asc(companies.legalName));
  if (!company) return { company: null, memberships };
  const members = await db
    .select({
      userId: companyMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(sql`${companyMembers.role} <> 'owner'`, asc(users.email));
  return {
    company: {
      id: company.id,
      legalName: company.legalName,
      taxId: company.taxId,
      billingAddress: company.billingAddress,
      invoiceEmail: company.invoiceEmail,
      members: members.map((member) => ({
        userId: member.userId,
        name: [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email,
        email: member.email,
        role: member.role,
        joinedAt: member.joinedAt.toISOString(),
      })),
    },
    memberships,
  };
}
