import type { ProfileCompany } from "@freight/domain/profile/customer-profile";
import { Card } from "@freight/ui/card";
import { formatText, portalText } from "@/content/portal-text";

const text = portalText.team;

/** Shown instead of a page whose action the member's company role does not allow (the API refuses it too). */
export function RoleNotice({ company }: { company: ProfileCompany }) {
  return (
    <Card as="section" role="status">
      <p>{formatText(text.notAllowed, { company: company.legalName, role: text.roles[company.role] })}</p>
    </Card>
  );
}
