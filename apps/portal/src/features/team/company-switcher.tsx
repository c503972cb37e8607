"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { Schema } from "@freight/api-client/types";
import { cx } from "@freight/ui/class-names";
import { portalText } from "@/content/portal-text";
import { inputBaseClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { switchCompanyAction } from "./team-actions";

const text = portalText.nav;

/** The header's choice of whom the person works for: their personal account or one of their companies. */
export function CompanySwitcher({ companies }: { companies: Schema<"MyCompanies"> }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  if (companies.companies.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only md:not-sr-only">{text.workingFor}</span>
      <select
        className={cx(inputBaseClass, "h-10 max-w-48 py-1")}
        value={companies.currentCompanyId === null ? "" : String(companies.currentCompanyId)}
        disabled={isPending}
        onChange={(event) => {
          const formData = new FormData();
          formData.set("companyId", event.target.value);
          startTransition(async () => {
            if (!handleActionResult(await switchCompanyAction(formData))) return;
            // Another account's pages: start from its dashboard.
            router.push("/dashboard");
            router.refresh();
          });
        }}
      >
        <option value="">{text.personalAccount}</option>
        {companies.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.legalName}
          </option>
        ))}
      </select>
    </label>
  );
}
