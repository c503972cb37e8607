import Link from "next/link";
import type { Schema } from "@freight/api-client/types";

const ROLE_LABELS: Record<Schema<"CompanyRole">, string> = {
  owner: "owner",
  admin: "admin",
  booker: "booker",
  finance: "finance",
  viewer: "viewer",
};

/** A company account's company and members, or the companies a person belongs to (each linking to its account). */
export function CustomerCompanies({ companies }: { companies: Schema<"StaffCustomerCompanies"> }) {
  const { company, memberships } = companies;
  if (!company && memberships.length === 0) return null;
  return (
    <section aria-labelledby="customer-companies" className="flex flex-col gap-2">
      <h2 id="customer-companies" className="text-xl font-semibold">
        {company ? `Company: ${company.legalName}` : "Companies"}
      </h2>
      {company ? (
        <>
          <p>
            Invoices to {company.invoiceEmail}
            {company.taxId ? ` · tax id ${company.taxId}` : ""}
            {company.billingAddress ? ` · ${company.billingAddress}` : ""}
          </p>
          <ul className="flex flex-col gap-1" aria-label="Members">
            {company.members.map((member) => (
              <li key={member.userId}>
                <Link href={`/customers/${member.userId}`} className="underline">
                  {member.name}
                </Link>{" "}
                · {member.email} · {ROLE_LABELS[member.role]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {memberships.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label="Member of">
          {memberships.map((membership) => (
            <li key={membership.companyId}>
              {ROLE_LABELS[membership.role]} of{" "}
              <Link href={`/customers/${membership.accountCustomerId}`} className="underline">
                {membership.legalName}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
