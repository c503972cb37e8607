import { COMPANY_ACTIONS, isCompanyRole, type CompanyAction, type CompanyRole } from "../companies/company-roles";
import { asArray, asBoolean, asInteger, asRecord, asString } from "../mapping/server-value";
import { mapMessage, type Message, type ServerMessage, type ViewerClock } from "./message";

/** A person the hub can contact about orders. */
export interface ProfileContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A postal address. */
export interface ProfileAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** Delivery channels of one notification topic. */
export interface NotificationChannels {
  email: boolean;
  inAppNotify: boolean;
  sms: boolean;
}

/** Delivery channels of the updates-and-maintenance topic (push instead of in-app). */
export interface MaintenanceNotificationChannels {
  email: boolean;
  push: boolean;
  sms: boolean;
}

/** Notification preferences by topic. */
export interface NotificationPreferences {
  orderUpdates: NotificationChannels;
  promotionsAndOffers: NotificationChannels;
  billingAndPayments: NotificationChannels;
  updatesAndMaintenance: MaintenanceNotificationChannels;
}

/** The signed-in customer as the UI shows it. Money fields are integer cents. */
export interface CustomerProfile {
  id: number;
  email: string;
  userName: string;
  balance: number;
  referralBalance: number;
  bonuses: number;
  /** The referral level id. */
  referralLevel: number;
  minimalCharge: number;
  isEmailConfirmed: boolean;
  isPhoneConfirmed: boolean;
  /** Sign-in needs an e-mailed code. */
  twoStepAuth: boolean;
  corporationName: string;
  customerAvatar: string;
  primaryContact: ProfileContact;
  additionalContact: ProfileContact;
  address: ProfileAddress;
  billingAddress: ProfileAddress;
  notifications: NotificationPreferences;
  messages: Message[];
  /** The company the session works for, or null for the personal account. */
  company: ProfileCompany | null;
}

/** The company a profile works for, the person's role there and what it allows. */
export interface ProfileCompany {
  id: number;
  legalName: string;
  role: CompanyRole;
  actions: CompanyAction[];
}

/** The profile as the profile endpoint sends it (every field may be missing). */
export interface ServerCustomerProfile {
  id?: number;
  email?: string;
  userName?: string;
  balance?: number;
  referralBalance?: number;
  referralBonuses?: number;
  referralLevelId?: number | null;
  minimalCharge?: number;
  isEmailConfirmed?: boolean;
  isPhoneConfirmed?: boolean;
  twoStepAuth?: boolean;
  name?: string;
  avatar?: string;
  primaryContact?: Partial<ProfileContact>;
  additionalContact?: Partial<ProfileContact>;
  address?: Partial<ProfileAddress>;
  billingAddress?: Partial<ProfileAddress>;
  notifications?: {
    orderUpdates?: Partial<NotificationChannels>;
    promotionsAndOffers?: Partial<NotificationChannels>;
    billingAndPayments?: Partial<NotificationChannels>;
    updatesAndMaintenance?: Partial<MaintenanceNotificationChannels>;
  };
  messages?: ServerMessage[];
  company?: { id?: number; legalName?: string; role?: string; actions?: string[] } | null;
}

/** The editable part of the profile, as sent with PATCH (e-mail and phone change through their verification calls). */
export interface CustomerProfilePatch {
  userName: string;
  name: string;
  avatar: string;
  twoStepAuth: boolean;
  primaryContact: ProfileContact;
  additionalContact: ProfileContact;
  address: ProfileAddress;
  billingAddress: ProfileAddress;
  notifications: NotificationPreferences;
}

function mapContact(server: unknown): ProfileContact {
  const contact = asRecord(server);
  return {
    firstName: asString(contact.firstName),
    lastName: asString(contact.lastName),
    email: asString(contact.email),
    phoneNumber: asString(contact.phoneNumber),
  };
}

function mapAddress(server: unknown): ProfileAddress {
  const address = asRecord(server);
  return {
    street: asString(address.street),
    city: asString(address.city),
    state: asString(address.state),
    zipCode: asString(address.zipCode),
    country: asString(address.country),
  };
}

function mapChannels(server: unknown): NotificationChannels {
  const channels = asRecord(server);
  return {
    email: asBoolean(channels.email),
    inAppNotify: asBoolean(channels.inAppNotify),
    sms: asBoolean(channels.sms),
  };
}

function mapMaintenanceChannels(server: unknown): MaintenanceNotificationChannels {
  const channels = asRecord(server);
  return { email: asBoolean(channels.email), push: asBoolean(channels.push), sms: asBoolean(channels.sms) };
}

function mapNotifications(server: unknown): NotificationPreferences {
  const notifications = asRecord(server);
  return {
    orderUpdates: mapChannels(notifications.orderUpdates),
    promotionsAndOffers: mapChannels(notifications.promotionsAndOffers),
    billingAndPayments: mapChannels(notifications.billingAndPayments),
    updatesAndMaintenance: mapMaintenanceChannels(notifications.updatesAndMaintenance),
  };
}

/**
 * Maps the server profile to the display profile. Missing values default to "", 0,
 * false, empty objects and arrays; message times are relative to `clock.now`.
 */
export function mapCustomerProfile(
  server: ServerCustomerProfile | null | undefined,
  clock: ViewerClock,
): CustomerProfile {
  const profile = asRecord(server);
  return {
    id: asInteger(profile.id),
    email: asString(profile.email),
    userName: asString(profile.userName),
    balance: asInteger(profile.balance),
    referralBalance: asInteger(profile.referralBalance),
    bonuses: asInteger(profile.referralBonuses),
    referralLevel: asInteger(profile.referralLevelId),
    minimalCharge: asInteger(profile.minimalCharge),
    isEmailConfirmed: asBoolean(profile.isEmailConfirmed),
    isPhoneConfirmed: asBoolean(profile.isPhoneConfirmed),
    twoStepAuth: asBoolean(profile.twoStepAuth),
    corporationName: asString(profile.name),
    customerAvatar: asString(profile.avatar),
    primaryContact: mapContact(profile.primaryContact),
    additionalContact: mapContact(profile.additionalContact),
    address: mapAddress(profile.address),
    billingAddress: mapAddress(profile.billingAddress),
    notifications: mapNotifications(profile.notifications),
    messages: asArray(profile.messages).map((message) => mapMessage(message as ServerMessage, clock)),
    company: mapCompany(profile.company),
  };
}

/** The profile's company; null for none, or for one without a known role (it then allows nothing unseen). */
function mapCompany(server: unknown): ProfileCompany | null {
  if (server === null || server === undefined) return null;
  const company = asRecord(server);
  if (!isCompanyRole(company.role)) return null;
  return {
    id: asInteger(company.id),
    legalName: asString(company.legalName),
    role: company.role,
    actions: asArray(company.actions).filter(
      (action): action is CompanyAction => typeof action === "string" && (COMPANY_ACTIONS as readonly string[]).includes(action),
    ),
  };
}

/** An empty profile: every field at its default. */
export function emptyCustomerProfile(): CustomerProfile {
  return mapCustomerProfile({}, { now: 0 });
}

/**
 * The editable fields to PATCH, with the server's names. Server-owned money and flags
 * are not sent, nor e-mail and phone numbers' verification state.
 */
export function toCustomerProfilePatch(profile: CustomerProfile): CustomerProfilePatch {
  return {
    userName: profile.userName,
    name: profile.corporationName,
    avatar: profile.customerAvatar,
    twoStepAuth: profile.twoStepAuth,
    primaryContact: { ...profile.primaryContact },
    additionalContact: { ...profile.additionalContact },
    address: { ...profile.address },
    billingAddress: { ...profile.billingAddress },
    notifications: {
      orderUpdates: { ...profile.notifications.orderUpdates },
      promotionsAndOffers: { ...profile.notifications.promotionsAndOffers },
      billingAndPayments: { ...profile.notifications.billingAndPayments },
      updatesAndMaintenance: { ...profile.notifications.updatesAndMaintenance },
    },
  };
}
