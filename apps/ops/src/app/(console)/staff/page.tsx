import type { Metadata } from "next";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { RoleFields } from "@/features/staff/role-fields";
import { changeStaffAction, inviteStaffAction } from "@/features/staff/staff-actions";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc, staffRoleLabel } from "@/lib/format";
import { loadHubs } from "@/lib/load-hubs";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  const api = await getServerApi();
  const [self, hubs, staff] = await Promise.all([
    loadStaffSelf(),
    loadHubs(),
    readForPage("GET /staff/members", api.GET("/staff/members")),
  ]);
  const hubName = (id: number) => hubs.find((hub) => hub.id === id)?.name ?? `hub ${id}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Staff</h1>
      <Card as="section" aria-labelledby="invite" className="flex flex-col gap-3">
        <h2 id="invite" className="text-xl font-semibold">
          Invite a person
        </h2>
        <ActionForm action={inviteStaffAction} label="Invite a person">
          <LabeledField label="E-mail">
            <input name="email" type="email" required maxLength={320} className={fieldClassName} />
          </LabeledField>
          <RoleFields idPrefix="invite" hubs={hubs} />
          <div>
            <Button type="submit">Send invitation</Button>
          </div>
        </ActionForm>
      </Card>
      {staff.invitations.length > 0 ? (
        <section aria-labelledby="invitations" className="flex flex-col gap-2">
          <h2 id="invitations" className="text-xl font-semibold">
            Open invitations
          </h2>
          <ul>
            {staff.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} · {staffRoleLabel(invitation.role)}
                {invitation.hubIds.length > 0 ? ` (${invitation.hubIds.map(hubName).join(", ")})` : ""} ·
                until {formatUtc(invitation.expiresAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="members" className="flex flex-col gap-3">
        <h2 id="members" className="text-xl font-semibold">
          Accounts
        </h2>
        <ul className="flex flex-col gap-3">
          {staff.members.map((member) => (
            <Card as="li" key={member.userId} className="flex flex-col gap-3">
              <p>
                <strong>
                  {member.firstName} {member.lastName}
                </strong>{" "}
                {member.email} · {staffRoleLabel(member.role)}
                {member.hubIds.length > 0 ? ` (${member.hubIds.map(hubName).join(", ")})` : ""}
                {member.disabledAt ? ` · disabled ${formatUtc(member.disabledAt)}` : ""}
              </p>
              <div className="flex flex-wrap items-end gap-6">
                <ActionForm action={changeStaffAction} label={`Role of ${member.email}`}>
                  <input type="hidden" name="userId" value={member.userId} />
                  <input type="hidden" name="change" value="role" />
                  <RoleFields
                    idPrefix={`member-${member.userId}`}
                    hubs={hubs}
                    role={member.role}
                    hubIds={member.hubIds}
                  />
                  <div>
                    <Button type="submit" size="sm" variant="secondary">
                      Save role
                    </Button>
                  </div>
                </ActionForm>
                {member.userId !== self.userId ? (
                  <ActionForm
                    action={changeStaffAction}
                    label={`${member.disabledAt ? "Enable" : "Disable"} ${member.email}`}
                  >
                    <input type="hidden" name="userId" value={member.userId} />
                    <input type="hidden" name="change" value={member.disabledAt ? "enable" : "disable"} />
                    <Button type="submit" size="sm" variant={member.disabledAt ? "secondary" : "danger"}>
                      {member.disabledAt ? "Enable" : "Disable"}
                    </Button>
                  </ActionForm>
                ) : null}
              </div>
            </Card>
          ))}
        </ul>
      </section>
    </>
  );
}
