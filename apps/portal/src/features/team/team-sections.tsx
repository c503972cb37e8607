import type { Schema } from "@freight/api-client/types";
import { accountMay, roleChangeRefusal, rolesGivableBy } from "@freight/domain/companies/company-roles";
import type { ProfileCompany } from "@freight/domain/profile/customer-profile";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { formatText, portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import { sectionTitleClass } from "@/components/layout/field-styles";
import {
  changeMemberRoleAction,
  createCompanyAction,
  inviteMemberAction,
  leaveCompanyAction,
  removeMemberAction,
  switchCompanyAction,
  transferOwnershipAction,
  updateCompanyAction,
  withdrawInvitationAction,
} from "./team-actions";
import { TeamActionForm } from "./team-action-form";
import { RoleSelect, TeamField } from "./team-fields";

const text = portalText.team;

/** The companies a person on their personal account belongs to, and the form to create one. */
export function PersonalTeamSection({ companies }: { companies: Schema<"MyCompanies">["companies"] }) {
  return (
    <div className="flex flex-col gap-6">
      <p>{text.personalIntro}</p>
      {companies.length > 0 ? (
        <Card as="section" aria-labelledby="your-companies" className="flex flex-col gap-3">
          <h2 id="your-companies" className={sectionTitleClass}>
            {text.yourCompanies}
          </h2>
          <ul className="flex flex-col gap-2">
            {companies.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {company.legalName} · {text.roles[company.role]}
                </span>
                <TeamActionForm
                  action={switchCompanyAction}
                  label={formatText(text.switchTo, { name: company.legalName })}
                  doneMessage=""
                  goTo="/dashboard"
                >
                  <input type="hidden" name="companyId" value={company.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    {formatText(text.switchTo, { name: company.legalName })}
                  </Button>
                </TeamActionForm>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="create-company">
        <h2 id="create-company" className={`${sectionTitleClass} mb-3`}>
          {text.createTitle}
        </h2>
        <TeamActionForm action={createCompanyAction} label={text.createTitle} doneMessage="" goTo="/settings/team">
          <div className="grid gap-4 md:grid-cols-2">
            <TeamField label={text.legalName} name="legalName" required maxLength={200} />
            <TeamField label={text.invoiceEmail} name="invoiceEmail" type="email" required maxLength={320} />
            <TeamField label={text.taxId} name="taxId" maxLength={40} />
            <TeamField label={text.billingAddress} name="billingAddress" maxLength={500} />
          </div>
          <div>
            <Button type="submit">{text.create}</Button>
          </div>
        </TeamActionForm>
      </Card>
    </div>
  );
}

/** The company's details, editable by owners and admins. */
export function CompanyDetailsSection({ company }: { company: Schema<"Company"> }) {
  const mayEdit = company.actions.includes("members.manage");
  return (
    <Card as="section" aria-labelledby="company-details">
      <h2 id="company-details" className={`${sectionTitleClass} mb-1`}>
        {text.detailsTitle}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{formatText(text.yourRole, { role: text.roles[company.role] })}</p>
      <TeamActionForm action={updateCompanyAction} label={text.detailsTitle} doneMessage={text.detailsSaved}>
        <input type="hidden" name="version" value={company.version} />
        <div className="grid gap-4 md:grid-cols-2">
          <TeamField label={text.legalName} name="legalName" defaultValue={company.legalName} required maxLength={200} disabled={!mayEdit} />
          <TeamField
            label={text.invoiceEmail}
            name="invoiceEmail"
            type="email"
            defaultValue={company.invoiceEmail}
            required
            maxLength={320}
            disabled={!mayEdit}
          />
          <TeamField label={text.taxId} name="taxId" defaultValue={company.taxId} maxLength={40} disabled={!mayEdit} />
          <TeamField
            label={text.billingAddress}
            name="billingAddress"
            defaultValue={company.billingAddress}
            maxLength={500}
            disabled={!mayEdit}
          />
        </div>
        {mayEdit ? (
          <div>
            <Button type="submit">{text.saveDetails}</Button>
          </div>
        ) : null}
      </TeamActionForm>
      <TeamActionForm
        action={leaveCompanyAction}
        label={formatText(text.leave, { company: company.legalName })}
        doneMessage=""
        goTo="/dashboard"
        className="mt-4"
      >
        <div>
          <Button type="submit" variant="secondary">
            {formatText(text.leave, { company: company.legalName })}
          </Button>
        </div>
      </TeamActionForm>
    </Card>
  );
}

/** The members with their roles; owners and admins change roles and remove members, an owner hands ownership over. */
export function MembersSection({
  company,
  members,
  personId,
}: {
  company: ProfileCompany;
  members: Schema<"CompanyMember">[];
  personId: number;
}) {
  const isOwner = accountMay(company, "ownership.transfer");
  return (
    <Card as="section" aria-labelledby="company-members" className="flex flex-col gap-3">
      <h2 id="company-members" className={sectionTitleClass}>
        {text.membersTitle}
      </h2>
      <ul className="divide-y divide-line">
        {members.map((member) => {
          // Whoever may change a member's role may also remove them (the API's rule for both).
          const mayTouch = member.userId !== personId && roleChangeRefusal(company.role, member.role, member.role) === null;
          return (
            <li key={member.userId} className="flex flex-col gap-2 py-3">
              <p>
                <span className="font-semibold">{member.name}</span> · {member.email} · {text.roles[member.role]}
              </p>
              {mayTouch ? (
                <div className="flex flex-wrap items-end gap-3">
                  <TeamActionForm
                    action={changeMemberRoleAction}
                    label={formatText(text.changeRole, { name: member.name })}
                    doneMessage=""
                    className="flex-row items-end"
                  >
                    <input type="hidden" name="userId" value={member.userId} />
                    <RoleSelect label={formatText(text.changeRole, { name: member.name })} defaultValue={member.role} roles={rolesGivableBy(company.role, member.role)} />
                    <Button type="submit" variant="secondary" size="sm">
                      {text.saveRole}
                    </Button>
                  </TeamActionForm>
                  <TeamActionForm action={removeMemberAction} label={formatText(text.remove, { name: member.name })} doneMessage="">
                    <input type="hidden" name="userId" value={member.userId} />
                    <Button type="submit" variant="danger" size="sm">
                      {formatText(text.remove, { name: member.name })}
                    </Button>
                  </TeamActionForm>
                  {isOwner && member.role !== "owner" ? (
                    <TeamActionForm
                      action={transferOwnershipAction}
                      label={formatText(text.makeOwner, { name: member.name })}
                      doneMessage=""
                    >
                      <input type="hidden" name="userId" value={member.userId} />
                      <Button type="submit" variant="secondary" size="sm">
                        {formatText(text.makeOwner, { name: member.name })}
                      </Button>
                    </TeamActionForm>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Invitations waiting for an answer, and the form to send one (owners and admins). */
export function InvitationsSection({
  company,
  invitations,
}: {
  company: ProfileCompany;
  invitations: Schema<"CompanyInvitation">[];
}) {
  const roles = rolesGivableBy(company.role, null);
  return (
    <Card as="section" aria-labelledby="company-invitations" className="flex flex-col gap-4">
      <h2 id="company-invitations" className={sectionTitleClass}>
        {text.invitationsTitle}
      </h2>
      {invitations.length === 0 ? <p className="text-ink-muted">{text.noInvitations}</p> : null}
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {invitation.email} · {text.roles[invitation.role]} ·{" "}
              {formatText(text.expires, { date: formatDateTime(invitation.expiresAt, "UTC") })}
            </span>
            <TeamActionForm
              action={withdrawInvitationAction}
              label={formatText(text.withdraw, { email: invitation.email })}
              doneMessage=""
            >
              <input type="hidden" name="invitationId" value={invitation.id} />
              <Button type="submit" variant="secondary" size="sm">
                {formatText(text.withdraw, { email: invitation.email })}
              </Button>
            </TeamActionForm>
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{text.inviteTitle}</h3>
      <TeamActionForm action={inviteMemberAction} label={text.inviteTitle} doneMessage={text.invited}>
        <div className="grid gap-4 md:grid-cols-2">
          <TeamField label={text.email} name="email" type="email" required maxLength={320} />
          <RoleSelect label={text.role} defaultValue="booker" roles={roles} />
        </div>
        <div>
          <Button type="submit">{text.invite}</Button>
        </div>
      </TeamActionForm>
    </Card>
  );
}
