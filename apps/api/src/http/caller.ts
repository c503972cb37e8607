import type { FastifyRequest } from "fastify";
import type { StaffScope } from "@freight/domain/staff/staff-roles";
import type { ApiKeyRole, CompanyRole } from "@freight/domain/companies/company-roles";
import type { UserRole } from "../db/schema/index.js";
import { HttpError } from "./http-error.js";

/** Every call under this prefix is for staff only. */
export const STAFF_AREA_PREFIX = "/staff/";

/** The company a person works for in their session, and as what. */
export interface CompanySeat {
  companyId: number;
  role: CompanyRole;
  /** The account the company's orders, money and referrals belong to. */
  accountUserId: number;
}

/** The signed-in caller of a request (resolved once per request by the accounts feature). */
export interface AuthUser {
  /**
   * Whose data the call reads and changes: the person's own account, or, on a company call made while the
   * person works for a company, the company's account (the company guard switches it per call).
   */
  userId: number;
  /** The person signed in, whatever account they act for: their profile, password and sessions are theirs. */
  personId: number;
  role: UserRole;
  sessionId: number;
  /** What a staff account may do; null for customers and for a staff account without a role. */
  staff: StaffScope | null;
  /** The company chosen in this session while the person is still its member; null for the personal account. */
  company: CompanySeat | null;
  /** Set when the call is made with a company's API key (no person, no session: it acts for `company`). */
  apiKey?: { id: number; role: ApiKeyRole };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, resolved once per request from the bearer token or the `token` cookie. */
    auth: AuthUser | null;
    /** A token was sent but names no live session (unknown, revoked or expired). */
    authTokenRejected: boolean;
    /** The token sent was an API key that is unknown, revoked or expired. */
    apiKeyRejected: boolean;
  }
}

/** Why a sent token was refused, in words: an ended session, or an API key that no longer works. */
export function rejectedTokenReason(request: FastifyRequest): string {
  return request.apiKeyRejected
    ? "This API key is unknown, revoked or expired; ask the company's owner or admin for a new one"
    : "Your session has ended; please sign in again";
}

/** The signed-in caller, or 401. Use in every handler that needs a user (orders, payments, ...). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.auth) return request.auth;
  throw new HttpError(
    401,
    request.authTokenRejected ? rejectedTokenReason(request) : "Sign in to use this call",
  );
}

/** The signed-in caller, or null for an anonymous one (an invalid token counts as anonymous here). */
export function optionalUser(request: FastifyRequest): AuthUser | null {
  return request.auth;
}

export interface StaffCaller extends AuthUser {
  staff: StaffScope;
}

/** The signed-in caller if staff with a role, otherwise 401 (anonymous) or 403. */
export function requireStaff(request: FastifyRequest): StaffCaller {
  const user = requireUser(request);
  if (user.role !== "staff" || !user.staff) throw new HttpError(403, "Only staff may use this call");
  return user as StaffCaller;
}
