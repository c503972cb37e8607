import type { APIRequestContext } from "@playwright/test";
import { latestCode } from "./accounts";
import { keepStaffToken, keptStaffToken } from "./kept-staff-session";
import { urls } from "./servers";

/** The staff account the API ensures at start outside production (README: STAFF_EMAIL, STAFF_PASSWORD). */
const staffAccount = { email: "staff@freight.local", password: "staff-dev-password" };

/**
 * Signs the staff account in through the API (password, then the e-mailed code) and answers its bearer header.
 * Another worker signing the same account in at the same moment can send a newer code; then it signs in again.
 */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const kept = await keptStaffToken(request);
  if (kept) return { authorization: `Bearer ${kept}` };
  let lastFailure = "";
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const sentAfter = Date.now() - 1000;
    const answer = await request.post(`${urls.api}/login`, { data: staffAccount });
    if (!answer.ok()) throw new Error(`staff sign-in answered ${answer.status()}: ${await answer.text()}`);
    const code = await latestCode(request, staffAccount.email, sentAfter);
    const verified = await request.post(`${urls.api}/auth/login/code-verify`, {
      data: { email: staffAccount.email, code },
    });
    if (verified.ok()) {
      const { token } = (await verified.json()) as { token?: string };
      if (!token) throw new Error("staff sign-in answered no token");
      await keepStaffToken(token);
      return { authorization: `Bearer ${token}` };
    }
    lastFailure = `staff code answered ${verified.status()}: ${await verified.text()}`;
  }
  throw new Error(lastFailure);
}

/** Moves an order through the staff lifecycle to closed (POST /staff/orders/{id}/status, one move at a time). */
export async function closeOrderAsStaff(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  for (const status of ["accepted", "arrivedToHub", "inProgress", "processed", "closed"]) {
    const answer = await request.post(`${urls.api}/staff/orders/${orderId}/status`, { headers, data: { status } });
    if (!answer.ok()) throw new Error(`moving order ${orderId} to ${status} answered ${answer.status()}: ${await answer.text()}`);
  }
}

/** Runs the referral bonus sweep (POST /staff/referral-bonuses/sweep) and answers what it did. */
export async function sweepReferralBonuses(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.post(`${urls.api}/staff/referral-bonuses/sweep`, { headers });
  if (!answer.ok()) throw new Error(`the sweep answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as { held: number; credited: number; refused: number; cancelled: number };
}
