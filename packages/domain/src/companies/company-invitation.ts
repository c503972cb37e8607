/** How long an invitation link works: a week, long enough for someone on the road to see it. */
export const COMPANY_INVITATION_DAYS = 7;

/** When an invitation sent at `sentAt` stops working. */
export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + COMPANY_INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

/** E-mail addresses compared as people type them: case and surrounding spaces do not matter. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Why an invitation cannot be accepted: what went wrong, and the sentence to show. */
export interface InvitationRefusal {
  reason: "used" | "withdrawn" | "expired" | "other-address";
  message: string;
}

/**
 * Why an invitation cannot be accepted by the signed-in person with `email` at `now`, or null when it can.
 * It works once, until it expires, and only for the address it was sent to.
 */
export function invitationRefusal(
  invitation: { email: string; expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null },
  email: string | null,
  now: Date,
): InvitationRefusal | null {
  if (invitation.acceptedAt) return { reason: "used", message: "This invitation was already used" };
  if (invitation.revokedAt) return { reason: "withdrawn", message: "This invitation was withdrawn; ask for a new one" };
  if (now.getTime() >= invitation.expiresAt.getTime()) {
    return { reason: "expired", message: "This invitation has expired; ask for a new one" };
  }
  if (!email || !sameEmail(invitation.email, email)) {
    return {
      reason: "other-address",
      message: "This invitation was sent to another e-mail address; sign in with that address to accept it",
    };
  }
  return null;
}

/**
 * Invitations one company may send in any 24 hours: enough to bring a whole team on board in a day, too few for an
 * account to be used to send mail to strangers in bulk.
 */
export const COMPANY_INVITATIONS_PER_DAY = 30;

/** Why a company may not send another invitation, having sent `sentInLastDay` in the last 24 hours, or null. */
export function invitationBudgetRefusal(sentInLastDay: number): string | null {
  if (sentInLastDay < COMPANY_INVITATIONS_PER_DAY) return null;
  return `This company has sent ${COMPANY_INVITATIONS_PER_DAY} invitations in the last 24 hours; try again tomorrow`;
}
