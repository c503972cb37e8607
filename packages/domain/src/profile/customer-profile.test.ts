import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyCustomerProfile,
  mapCustomerProfile,
  type ServerCustomerProfile,
  toCustomerProfilePatch,
} from "./customer-profile";

const clock = { now: "2024-05-15T18:00:00Z" };

const serverProfile: ServerCustomerProfile = {
  id: 77,
  twoStepAuth: true,
  email: "ops@acme-freight.example",
  userName: "acme-ops",
  balance: 125000,
  referralBalance: 4500,
  referralBonuses: 300,
  referralLevelId: 2,
  minimalCharge: 15000,
  isEmailConfirmed: true,
  isPhoneConfirmed: false,
  name: "Acme Freight LLC",
  avatar: "https://cdn.example/avatar.png",
  primaryContact: {
    firstName: "Dana",
    lastName: "Ruiz",
    email: "dana@acme.example",
    phoneNumber: "+15550100",
  },
  address: { street: "1 Dock Rd", city: "Stockton", state: "CA", zipCode: "95206", country: "US" },
  notifications: { orderUpdates: { email: true, sms: true }, updatesAndMaintenance: { push: true } },
  messages: [{ id: 5, title: "Welcome", createdAt: "2024-05-15T17:59:00Z" }],
};

describe("mapCustomerProfile", () => {
  const profile = mapCustomerProfile(serverProfile, clock);

  it("takes bonuses from referralBonuses and the level from referralLevelId", () => {
    expect(profile.bonuses).toBe(300);
    expect(profile.referralLevel).toBe(2);
  });

  it("takes the corporation name from name and the avatar from avatar", () => {
    expect(profile.corporationName).toBe("Acme Freight LLC");
    expect(profile.customerAvatar).toBe("https://cdn.example/avatar.png");
  });

  it("keeps the id, money in cents and the confirmation and two-step flags", () => {
    expect(profile).toMatchObject({
      id: 77,
      twoStepAuth: true,
      balance: 125000,
      referralBalance: 4500,
      minimalCharge: 15000,
      isEmailConfirmed: true,
      isPhoneConfirmed: false,
    });
  });

  it("fills a missing contact, address or channel with empty strings and false", () => {
    expect(profile.additionalContact).toEqual({ firstName: "", lastName: "", email: "", phoneNumber: "" });
    expect(profile.billingAddress).toEqual({ street: "", city: "", state: "", zipCode: "", country: "" });
    expect(profile.notifications.orderUpdates).toEqual({ email: true, inAppNotify: false, sms: true });
    expect(profile.notifications.promotionsAndOffers).toEqual({
      email: false,
      inAppNotify: false,
      sms: false,
    });
    expect(profile.notifications.updatesAndMaintenance).toEqual({ email: false, push: true, sms: false });
  });

  it("maps the messages with relative times", () => {
    expect(profile.messages).toHaveLength(1);
    expect(profile.messages[0]).toMatchObject({
      id: 5,
      title: "Welcome",
      timeStamp: "Just now",
      unread: true,
      type: "Info",
    });
  });

  it("never throws on random server objects and always fills every default", () => {
    const empty = emptyCustomerProfile();
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const mapped = mapCustomerProfile(value as ServerCustomerProfile, clock);
        expect(Object.keys(mapped).sort()).toEqual(Object.keys(empty).sort());
        expect(Object.keys(mapped.primaryContact).sort()).toEqual(Object.keys(empty.primaryContact).sort());
        expect(Number.isSafeInteger(mapped.balance)).toBe(true);
        expect(Array.isArray(mapped.messages)).toBe(true);
        expect(typeof mapped.notifications.updatesAndMaintenance.push).toBe("boolean");
      }),
    );
  });
});

describe("emptyCustomerProfile", () => {
  it("defaults to empty strings, zeros, false and empty lists", () => {
    const empty = emptyCustomerProfile();
    expect(empty).toMatchObject({ email: "", balance: 0, bonuses: 0, isEmailConfirmed: false, messages: [] });
    expect(empty.notifications.billingAndPayments).toEqual({ email: false, inAppNotify: false, sms: false });
  });
});

describe("toCustomerProfilePatch", () => {
  it("sends the corporation name as name and the avatar as avatar", () => {
    const patch = toCustomerProfilePatch(mapCustomerProfile(serverProfile, clock));
    expect(patch.name).toBe("Acme Freight LLC");
    expect(patch.avatar).toBe("https://cdn.example/avatar.png");
  });

  it("does not send the e-mail, server-owned money or confirmation flags", () => {
    const patch = toCustomerProfilePatch(mapCustomerProfile(serverProfile, clock));
    expect(patch.twoStepAuth).toBe(true);
    expect(patch).not.toHaveProperty("email");
    expect(patch).not.toHaveProperty("balance");
    expect(patch).not.toHaveProperty("bonuses");
    expect(patch).not.toHaveProperty("isEmailConfirmed");
  });

  it("reads back to the same editable fields for any server profile", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.constant(serverProfile)), (value) => {
        const profile = mapCustomerProfile(value as ServerCustomerProfile, clock);
        const patch = toCustomerProfilePatch(profile);
        expect(mapCustomerProfile(patch, clock)).toEqual({
          ...emptyCustomerProfile(),
          twoStepAuth: profile.twoStepAuth,
          userName: profile.userName,
          corporationName: profile.corporationName,
          customerAvatar: profile.customerAvatar,
          primaryContact: profile.primaryContact,
          additionalContact: profile.additionalContact,
          address: profile.address,
          billingAddress: profile.billingAddress,
          notifications: profile.notifications,
        });
      }),
    );
  });
});
