import { describe, expect, it } from "vitest";
import {
  accountMay,
  actionsOfCompanyRole,
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  companyRoleMay,
  invitationSenderRefusal,
  isCompanyRole,
  lastOwnerRefusal,
  memberActionRefusal,
  memberRemovalRefusal,
  roleChangeRefusal,
  rolesGivableBy,
} from "./company-roles";

describe("companyRoleMay", () => {
  it("lets an owner do everything", () => {
    for (const action of COMPANY_ACTIONS) expect(companyRoleMay("owner", action)).toBe(true);
  });

  it("lets a booker book but never pay or read the books", () => {
    expect(companyRoleMay("booker", "orders.book")).toBe(true);
    expect(companyRoleMay("booker", "payments.pay")).toBe(false);
    expect(companyRoleMay("booker", "finance.read")).toBe(false);
  });

  it("lets finance pay and read the books but never book", () => {
    expect(companyRoleMay("finance", "payments.pay")).toBe(true);
    expect(companyRoleMay("finance", "finance.read")).toBe(true);
    expect(companyRoleMay("finance", "orders.book")).toBe(false);
  });

  it("lets a viewer only look at orders", () => {
    expect(actionsOfCompanyRole("viewer")).toEqual(["orders.view"]);
  });

  it("keeps ownership transfer to owners and member management to owners and admins", () => {
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, "ownership.transfer"))).toEqual(["owner"]);
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, "members.manage"))).toEqual(["owner", "admin"]);
  });

  it("lets every role see the company's orders", () => {
    for (const role of COMPANY_ROLES) expect(companyRoleMay(role, "orders.view")).toBe(true);
  });
});

describe("isCompanyRole", () => {
  it.each([
    ["owner", true],
    ["viewer", true],
    ["Owner", false],
    ["staff", false],
    [null, false],
  ])("%s → %s", (value, expected) => {
    expect(isCompanyRole(value)).toBe(expected);
  });
});

describe("roleChangeRefusal", () => {
  it("lets an admin move members between the non-owner roles", () => {
    expect(roleChangeRefusal("admin", "booker", "finance")).toBeNull();
    expect(roleChangeRefusal("admin", null, "viewer")).toBeNull();
  });

  it("keeps making or changing an owner to owners", () => {
    expect(roleChangeRefusal("admin", "booker", "owner")).toMatch(/Only an owner/);
    expect(roleChangeRefusal("admin", "owner", "viewer")).toMatch(/Only an owner/);
    expect(roleChangeRefusal("owner", "booker", "owner")).toBeNull();
  });

  it("refuses bookers, finance and viewers", () => {
    for (const role of ["booker", "finance", "viewer"] as const) {
      expect(roleChangeRefusal(role, "viewer", "booker")).toMatch(/owners and admins/);
    }
  });
});

describe("memberActionRefusal", () => {
  it("lets a member take what their role allows now", () => {
    expect(memberActionRefusal("admin", "members.manage")).toBeNull();
    expect(memberActionRefusal("owner", "ownership.transfer")).toBeNull();
  });

  it("names the role a member has now when it no longer allows the action", () => {
    expect(memberActionRefusal("viewer", "members.manage")).toBe(
      "Your role in the company is now viewer; you may no longer manage its members",
    );
    expect(memberActionRefusal("admin", "ownership.transfer")).toMatch(/is now admin; you may no longer hand over/);
  });

  it("refuses someone who is no longer a member, whatever the action", () => {
    for (const action of COMPANY_ACTIONS) {
      expect(memberActionRefusal(null, action)).toBe("You are no longer a member of this company");
    }
  });
});

describe("invitationSenderRefusal", () => {
  it("keeps an invitation while its sender could still give its role", () => {
    expect(invitationSenderRefusal("admin", "booker")).toBeNull();
    expect(invitationSenderRefusal("owner", "owner")).toBeNull();
  });

  it("lets it lapse when the sender could no longer give the role, or left", () => {
    expect(invitationSenderRefusal("viewer", "booker")).toMatch(/may no longer invite anyone as booker/);
    expect(invitationSenderRefusal("admin", "owner")).toMatch(/may no longer invite anyone as owner/);
    expect(invitationSenderRefusal(null, "viewer")).toMatch(/may no longer invite/);
  });
});

describe("lastOwnerRefusal", () => {
  it("keeps at least one owner", () => {
    expect(lastOwnerRefusal("owner", 1)).toMatch(/at least one owner/);
    expect(lastOwnerRefusal("owner", 2)).toBeNull();
    expect(lastOwnerRefusal("booker", 1)).toBeNull();
  });
});

describe("accountMay", () => {
  it("lets a personal account do everything and a company member what their role allows", () => {
    expect(accountMay(null, "payments.pay")).toBe(true);
    expect(accountMay({ actions: actionsOfCompanyRole("booker") }, "payments.pay")).toBe(false);
    expect(accountMay({ actions: actionsOfCompanyRole("finance") }, "payments.pay")).toBe(true);
  });
});

describe("rolesGivableBy", () => {
  it("offers an owner every role, for a member or an invitation", () => {
    expect(rolesGivableBy("owner", "booker")).toEqual(COMPANY_ROLES);
    expect(rolesGivableBy("owner", null)).toEqual(COMPANY_ROLES);
  });

  it("offers an admin every role but owner, and nothing for an owner", () => {
    expect(rolesGivableBy("admin", "viewer")).toEqual(["admin", "booker", "finance", "viewer"]);
    expect(rolesGivableBy("admin", "owner")).toEqual([]);
  });

  it("offers the other roles nothing", () => {
    for (const role of ["booker", "finance", "viewer"] as const) expect(rolesGivableBy(role, null)).toEqual([]);
  });
});

describe("memberRemovalRefusal", () => {
  it("lets an owner remove anyone and an admin anyone but an owner", () => {
    for (const role of COMPANY_ROLES) expect(memberRemovalRefusal("owner", role)).toBeNull();
    expect(memberRemovalRefusal("admin", "booker")).toBeNull();
    expect(memberRemovalRefusal("admin", "owner")).toBe("Only an owner may remove an owner");
  });

  it("refuses the roles that do not manage members", () => {
    expect(memberRemovalRefusal("finance", "viewer")).toBe("Only the company's owners and admins manage its members");
  });
});
