import { describe, expect, it } from "vitest";
import {
  hubFilterOfStaff,
  isHubScopedRole,
  permissionsOfStaffRole,
  staffActionRefusal,
  staffChangeProblem,
  staffRoleMay,
  staffWorksAtHub,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from "./staff-roles";

describe("staffRoleMay", () => {
  it("gives an admin every permission", () => {
    for (const permission of STAFF_PERMISSIONS) expect(staffRoleMay("admin", permission)).toBe(true);
  });

  it("keeps money with finance and admins: a dispatcher cannot refund or adjust a ledger", () => {
    expect(staffRoleMay("dispatcher", "finance.manage")).toBe(false);
    expect(staffRoleMay("dispatcher", "ledger.adjust")).toBe(false);
    expect(staffRoleMay("finance", "finance.manage")).toBe(true);
    expect(staffRoleMay("finance", "ledger.adjust")).toBe(true);
  });

  it("keeps docks and lifecycle moves with dispatchers and admins: finance only reads orders", () => {
    expect(staffRoleMay("finance", "orders.read")).toBe(true);
    expect(staffRoleMay("finance", "orders.work")).toBe(false);
    expect(staffRoleMay("finance", "docks.manage")).toBe(false);
    expect(staffRoleMay("dispatcher", "orders.work")).toBe(true);
    expect(staffRoleMay("dispatcher", "gate.work")).toBe(true);
  });

  it("gives an editor content only, and staff management and the audit log to admins alone", () => {
    expect(permissionsOfStaffRole("editor")).toEqual(["content.edit"]);
    for (const role of ["dispatcher", "finance", "editor"] as const) {
      expect(staffRoleMay(role, "staff.manage")).toBe(false);
      expect(staffRoleMay(role, "audit.read")).toBe(false);
    }
  });

  it("leaves the company's own settings (names, tax id, phones) to admins: an editor edits content, not the company", () => {
    expect(staffRoleMay("admin", "company.manage")).toBe(true);
    for (const role of ["dispatcher", "finance", "editor"] as const) {
      expect(staffRoleMay(role, "company.manage")).toBe(false);
    }
  });
});

describe("staffActionRefusal", () => {
  it("lets an active account use what its role grants now", () => {
    expect(staffActionRefusal({ role: "admin", isDisabled: false }, "staff.manage")).toBeNull();
  });

  it("names the role an account has now when it no longer grants the permission", () => {
    expect(staffActionRefusal({ role: "editor", isDisabled: false }, "staff.manage")).toBe(
      "Your staff role is now editor; you may no longer manage staff accounts or invite staff",
    );
  });

  it("refuses a disabled account or one that is gone, whatever its role", () => {
    for (const permission of STAFF_PERMISSIONS) {
      expect(staffActionRefusal({ role: "admin", isDisabled: true }, permission)).toMatch(/disabled/);
      expect(staffActionRefusal(null, permission)).toMatch(/no longer have a staff account/);
    }
  });
});

describe("staffWorksAtHub", () => {
  it("limits a dispatcher to their hubs and lets every other role see every hub", () => {
    expect(staffWorksAtHub({ role: "dispatcher", hubIds: [1, 3] }, 3)).toBe(true);
    expect(staffWorksAtHub({ role: "dispatcher", hubIds: [1, 3] }, 2)).toBe(false);
    expect(staffWorksAtHub({ role: "finance", hubIds: [] }, 2)).toBe(true);
    expect(hubFilterOfStaff({ role: "dispatcher", hubIds: [1] })).toEqual([1]);
    expect(hubFilterOfStaff({ role: "admin", hubIds: [] })).toBeUndefined();
  });
});

describe("staffChangeProblem", () => {
  const base = { hubIds: [], isDisabled: false, isSelf: false, wasActiveAdmin: false, otherActiveAdmins: 1 };

  it("needs a hub for a dispatcher and none for the other roles", () => {
    expect(staffChangeProblem({ ...base, role: "dispatcher" })).toBe("dispatcher needs a hub");
    expect(staffChangeProblem({ ...base, role: "finance", hubIds: [2] })).toBe("only dispatchers have hubs");
    expect(staffChangeProblem({ ...base, role: "dispatcher", hubIds: [2] })).toBeUndefined();
  });

  it("never leaves the company without an active admin", () => {
    const lastAdmin = { ...base, wasActiveAdmin: true, otherActiveAdmins: 0 };
    expect(staffChangeProblem({ ...lastAdmin, role: "finance" })).toBe("the last admin stays an admin");
    expect(staffChangeProblem({ ...lastAdmin, role: "admin", isDisabled: true })).toBe(
      "the last admin stays an admin",
    );
    expect(staffChangeProblem({ ...lastAdmin, role: "finance", otherActiveAdmins: 1 })).toBeUndefined();
  });

  it("refuses to let a person disable their own account", () => {
    expect(staffChangeProblem({ ...base, role: "admin", isSelf: true, isDisabled: true })).toBe(
      "you cannot disable yourself",
    );
  });
});

describe("isHubScopedRole", () => {
  it("scopes a dispatcher to their hubs and no other role", () => {
    expect(STAFF_ROLES.filter((role) => isHubScopedRole(role))).toEqual(["dispatcher"]);
  });
});
