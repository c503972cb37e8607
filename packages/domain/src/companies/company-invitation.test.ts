import { describe, expect, it } from "vitest";
import {
  COMPANY_INVITATIONS_PER_DAY,
  invitationBudgetRefusal,
  invitationExpiresAt,
  invitationRefusal,
  sameEmail,
} from "./company-invitation";

const sentAt = new Date("2026-11-20T10:00:00Z");
const invitation = { email: "Dana@Example.com", expiresAt: invitationExpiresAt(sentAt), acceptedAt: null, revokedAt: null };

describe("invitationExpiresAt", () => {
  it("gives an invitation a week", () => {
    expect(invitationExpiresAt(sentAt).toISOString()).toBe("2026-11-27T10:00:00.000Z");
  });
});

describe("sameEmail", () => {
  it("ignores case and surrounding spaces", () => {
    expect(sameEmail(" dana@example.com", "DANA@EXAMPLE.COM ")).toBe(true);
    expect(sameEmail("dana@example.com", "dana@example.co")).toBe(false);
  });
});

describe("invitationRefusal", () => {
  it("accepts the invited address before expiry", () => {
    expect(invitationRefusal(invitation, "dana@example.com", new Date("2026-11-27T09:59:59Z"))).toBeNull();
  });

  it("refuses a second use", () => {
    expect(invitationRefusal({ ...invitation, acceptedAt: sentAt }, "dana@example.com", sentAt)?.reason).toBe("used");
  });

  it("refuses after expiry", () => {
    expect(invitationRefusal(invitation, "dana@example.com", new Date("2026-11-27T10:00:00Z"))?.reason).toBe("expired");
  });

  it("refuses another e-mail address or an account without one", () => {
    expect(invitationRefusal(invitation, "eve@example.com", sentAt)?.message).toMatch(/another e-mail/);
    expect(invitationRefusal(invitation, null, sentAt)?.reason).toBe("other-address");
  });

  it("refuses a withdrawn invitation", () => {
    expect(invitationRefusal({ ...invitation, revokedAt: sentAt }, "dana@example.com", sentAt)?.reason).toBe("withdrawn");
  });
});

describe("invitationBudgetRefusal", () => {
  it("lets a company send 30 invitations in 24 hours and refuses the 31st", () => {
    expect(COMPANY_INVITATIONS_PER_DAY).toBe(30);
    expect(invitationBudgetRefusal(0)).toBeNull();
    expect(invitationBudgetRefusal(29)).toBeNull();
    expect(invitationBudgetRefusal(30)).toBe(
      "This company has sent 30 invitations in the last 24 hours; try again tomorrow",
    );
    expect(invitationBudgetRefusal(31)).not.toBeNull();
  });
});
