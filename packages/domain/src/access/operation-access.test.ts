import { describe, expect, it } from "vitest";
import { API_KEY_ROLES, COMPANY_ROLES, companyRoleMay } from "../companies/company-roles";
import { STAFF_ROLES, staffRoleMay } from "../staff/staff-roles";
import {
  apiKeyRoleMayCall,
  apiKeyRolesFor,
  OPERATION_ACCESS,
  operationAccessDecision,
  staffRoleMayCall,
  type OperationCaller,
} from "./operation-access";

const decide = (operationId: string, caller: OperationCaller) =>
  operationAccessDecision(OPERATION_ACCESS[operationId], caller);

describe("operationAccessDecision", () => {
  it("refuses an operation without a row to every caller", () => {
    const callers: OperationCaller[] = [
      { kind: "visitor" },
      { kind: "customer" },
      { kind: "company member", role: "owner" },
      { kind: "staff", role: "admin" },
    ];
    for (const caller of callers) {
      expect(decide("anOperationNobodyDecided", caller)).toMatchObject({ allowed: false, status: 403 });
    }
  });

  it("asks a visitor to sign in (401) for every call that needs a session", () => {
    expect(decide("createOrder", { kind: "visitor" })).toEqual({
      allowed: false,
      status: 401,
      reason: "Sign in to use this call",
    });
    expect(decide("listStaffOrders", { kind: "visitor" })).toMatchObject({ status: 401 });
    expect(decide("listPublicHubs", { kind: "visitor" })).toMatchObject({ allowed: true });
    expect(decide("getDriverCheckIn", { kind: "visitor" })).toMatchObject({ allowed: true });
  });

  it("keeps customers and company members out of the console's calls", () => {
    expect(decide("listStaffOrders", { kind: "customer" })).toMatchObject({ allowed: false, status: 403 });
    expect(decide("changeStaffMember", { kind: "company member", role: "owner" })).toMatchObject({
      status: 403,
    });
  });

  it("gives staff a customer's order only when their role reads orders", () => {
    for (const role of STAFF_ROLES) {
      for (const operationId of [
        "getOrder",
        "getOrderTimeline",
        "listOrderInvoices",
        "downloadInvoicePdf",
        "getOrderFile",
      ]) {
        expect(decide(operationId, { kind: "staff", role }).allowed, `${role} ${operationId}`).toBe(
          staffRoleMay(role, "orders.read"),
        );
      }
    }
    expect(decide("getOrder", { kind: "staff", role: "editor" })).toEqual({
      allowed: false,
      status: 403,
      reason: "Your role (editor) may not do this (orders.read)",
    });
  });

  it("keeps staff accounts out of booking, paying and company calls", () => {
    for (const operationId of ["createOrder", "checkout", "getCompany", "listOrders", "createCompany"]) {
      expect(decide(operationId, { kind: "staff", role: "admin" }), operationId).toMatchObject({
        allowed: false,
        status: 403,
      });
    }
  });

  it("decides a company member's call from the company role table and acts for the company", () => {
    for (const role of COMPANY_ROLES) {
      expect(decide("checkout", { kind: "company member", role })).toEqual(
        companyRoleMay(role, "payments.pay")
          ? { allowed: true, actsFor: "company" }
          : {
              allowed: false,
              status: 403,
              reason: `Your role in the company (${role}) may not do this (payments.pay)`,
            },
      );
    }
    expect(decide("getProfile", { kind: "company member", role: "viewer" })).toEqual({
      allowed: true,
      actsFor: "person",
    });
  });

  it("lets a staff account without a role use only what visitors may", () => {
    expect(decide("login", { kind: "staff", role: null })).toMatchObject({ allowed: true });
    expect(decide("getStaffSelf", { kind: "staff", role: null })).toMatchObject({
      allowed: false,
      status: 403,
    });
  });
});

describe("an API key's calls", () => {
  it("lets a key call for its company exactly what a member with the key's role may", () => {
    for (const role of API_KEY_ROLES) {
      for (const [operationId, access] of Object.entries(OPERATION_ACCESS)) {
        if (access.apiKey === false || typeof access.member !== "string" || access.member === "personal")
          continue;
        expect(decide(operationId, { kind: "api key", role }), `${role} ${operationId}`).toEqual(
          companyRoleMay(role, access.member)
            ? { allowed: true, actsFor: "company" }
            : {
                allowed: false,
                status: 403,
                reason: `This API key's role (${role}) may not do this (${access.member})`,
              },
        );
      }
    }
    expect(apiKeyRoleMayCall("booker", "createOrder")).toBe(true);
    expect(apiKeyRoleMayCall("finance", "createOrder")).toBe(false);
    expect(apiKeyRoleMayCall("finance", "downloadInvoicePdf")).toBe(true);
    expect(apiKeyRoleMayCall("viewer", "checkout")).toBe(false);
  });

  it("never lets a key reach the console, account security, the keys themselves or the members", () => {
    const closed = [
      "listStaffOrders",
      "changeOrderStatus",
      "issueInvoice",
      "getProfile",
      "changePassword",
      "requestEmailChange",
      "changeEmail",
      "requestPhoneChange",
      "changePhone",
      "login",
      "logout",
      "setNewPassword",
      "verifyLoginCode",
      "signUp",
      "listApiKeys",
      "createApiKey",
      "revokeApiKey",
      "listCompanyActivity",
      "leaveCompany",
      "inviteCompanyMember",
      "changeCompanyMemberRole",
      "transferCompanyOwnership",
      "createCompany",
      "switchCompany",
      "listMyCompanies",
    ];
    for (const role of API_KEY_ROLES) {
      for (const operationId of closed) {
        expect(decide(operationId, { kind: "api key", role }), `${role} ${operationId}`).toMatchObject({
          allowed: false,
          status: 403,
        });
      }
    }
  });

  it("answers a public call made with a key as to a visitor", () => {
    expect(decide("listPublicHubs", { kind: "api key", role: "viewer" })).toEqual({
      allowed: true,
      actsFor: "visitor",
    });
    expect(decide("getDriverCheckIn", { kind: "api key", role: "viewer" })).toEqual({
      allowed: true,
      actsFor: "visitor",
    });
  });
});

describe("staffRoleMayCall", () => {
  it("answers for the console from the same table the API guards with", () => {
    expect(staffRoleMayCall("editor", "getOrder")).toBe(false);
    expect(staffRoleMayCall("dispatcher", "getOrder")).toBe(true);
    expect(staffRoleMayCall("finance", "issueInvoice")).toBe(true);
    expect(staffRoleMayCall("dispatcher", "issueInvoice")).toBe(false);
  });
});

describe("OPERATION_ACCESS", () => {
  it("never opens a call to a visitor that it closes to signed-in customers, but for the console's", () => {
    for (const [operationId, access] of Object.entries(OPERATION_ACCESS)) {
      if (access.visitor !== false && access.staff !== false && !access.customer) {
        throw new Error(`${operationId} is open to visitors and staff but not customers`);
      }
    }
  });
});

describe("apiKeyRolesFor", () => {
  it("names the key roles that may call an operation, as apiKeyRoleMayCall decides, and none for staff or account calls", () => {
    expect(apiKeyRolesFor("createOrder")).toEqual(["booker"]);
    expect(apiKeyRolesFor("downloadInvoicePdf")).toContain("finance");
    expect(apiKeyRolesFor("listOrderHistory")).toEqual(["booker", "finance", "viewer"]);
    expect(apiKeyRolesFor("createApiKey")).toEqual([]);
    expect(apiKeyRolesFor("changeStaffHub")).toEqual([]);
    expect(apiKeyRolesFor("noSuchOperation")).toEqual([]);
  });
});
