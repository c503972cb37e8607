/**
 * Who may call each operation of the API's contract: one row per operation, read by the API's one guard before
 * any body is parsed, walked by its authorization test for every kind of caller, and read by the console to show
 * only what a role may open. An operation without a row is refused to everyone.
 *
 * What a row cannot say is decided again by the service that acts, on rows it reads under lock: which hubs a
 * dispatcher works at (another hub's order is answered 404, as if it did not exist), whose order it is, and
 * whether the caller's role still allows a change when it is made.
 */
import {
  API_KEY_ROLES,
  companyRoleMay,
  type ApiKeyRole,
  type CompanyAction,
  type CompanyRole,
} from "../companies/company-roles";
import { staffRoleMay, type StaffPermission, type StaffRole } from "../staff/staff-roles";

/** Who is calling, as the API knows it when the request arrives. */
export type OperationCaller =
  /** Not signed in (or a session that has ended). */
  | { kind: "visitor" }
  /** A signed-in customer on their own account. */
  | { kind: "customer" }
  /** A signed-in customer working for a company, with their role in it. */
  | { kind: "company member"; role: CompanyRole }
  /** A staff account; `role` null when the account has no role (nothing on the staff side is open to it). */
  | { kind: "staff"; role: StaffRole | null }
  /**
   * A company's API key (`Authorization: Bearer fk_…`), with the role chosen when it was made. It may call what a
   * member with that role may call for the company (the `member` column), never a call about a person.
   */
  | { kind: "api key"; role: ApiKeyRole };

/**
 * What a caller without a session proves to the operation itself instead, when it takes one: the operation
 * checks it (the driver's check-in code, the gateway's signature, the checkout's id, the invitation's token).
 */
export type VisitorProof =
  "check-in code" | "webhook signature" | "checkout session" | "invitation token" | "metrics token";

/** Who may call one operation. */
export interface OperationAccess {
  /** A caller without a session: true (public, or the call answers visitors itself), a proof, or false (401). */
  visitor: boolean | VisitorProof;
  /** A signed-in customer on their own account (the call reads and changes only that account's data). */
  customer: boolean;
  /**
   * A company member: the company action their role needs (the call then acts for the company's account),
   * "personal" (the call is about the person and acts for them), or false.
   */
  member: CompanyAction | "personal" | false;
  /** A staff account: the permission its role needs, "any staff", or false. */
  staff: StaffPermission | "any staff" | false;
  /**
   * false: never with an API key, whatever its role (signing in, the keys themselves, leaving the company). Left
   * out, a key may call what the `member` column lets a member with the key's role call for the company.
   */
  apiKey?: false;
}

/** Everyone, and no session is needed: public reads, sign-in and sign-up, health. */
const EVERYONE: OperationAccess = { visitor: true, customer: true, member: "personal", staff: "any staff" };

/** Signing in, up and out, and resetting a password: open to everyone, never to an API key. */
const SIGN_IN: OperationAccess = { ...EVERYONE, apiKey: false };

/** Whoever proves something to the call itself (a driver's code, a gateway's signature): the session is not used. */
const proof = (what: VisitorProof): OperationAccess => ({ ...EVERYONE, visitor: what });

/**
 * Customers' reads that take an optional session: a visitor gets the public answer (public prices, or an empty
 * list), a customer their own, a member their company's. Staff get the public answer of the catalogue reads.
 */
const catalogueRead: OperationAccess = {
  visitor: true,
  customer: true,
  member: "orders.view",
  staff: "any staff",
};

/** A customer's or a member's own data; a visitor gets an empty answer; staff use the console's calls. */
const ownListRead: OperationAccess = { visitor: true, customer: true, member: "orders.view", staff: false };

/** A signed-in customer, or a member whose role takes the action; never staff, never a visitor. */
const forAccount = (action: CompanyAction): OperationAccess => ({
  visitor: false,
  customer: true,
  member: action,
  staff: false,
});

/**
 * One order of a customer's, read by its customer, a member whose role takes the action, or staff whose role
 * reads orders (a dispatcher: of their own hubs, decided by the service).
 */
const orderRead = (action: CompanyAction): OperationAccess => ({
  ...forAccount(action),
  staff: "orders.read",
});

/** About the signed-in person themselves, whatever company they work for; staff manage their own too. */
const personal: OperationAccess = { visitor: false, customer: true, member: "personal", staff: "any staff" };

/** About the person as a customer (their companies, their sign-up): not for staff accounts. */
const customerPerson: OperationAccess = { visitor: false, customer: true, member: "personal", staff: false };

/** A console call: staff whose role grants the permission. */
const staffOnly = (permission: StaffPermission | "any staff"): OperationAccess => ({
  visitor: false,
  customer: false,
  member: false,
  staff: permission,
});

export const OPERATION_ACCESS: Readonly<Record<string, OperationAccess>> = {
  // The catalogue: public, or the caller's own lists and prices.
  listPublicHubs: EVERYONE,
  listPublicServices: EVERYONE,
  listPublicHubDetails: EVERYONE,
  getPublicPrice: EVERYONE,
  getPublicMinMaxPrice: EVERYONE,
  getHubDaySlots: EVERYONE,
  listMapLocations: EVERYONE,
  getMapFilters: EVERYONE,
  listHubs: catalogueRead,
  listFilterHubs: catalogueRead,
  listServices: catalogueRead,
  listFilterServices: catalogueRead,
  listExtraServices: catalogueRead,
  getPrice: catalogueRead,
  getMinMaxPrice: catalogueRead,
  listTemperatureControls: catalogueRead,
  listCommodities: catalogueRead,
  listTrailerTypes: catalogueRead,
  listEquipment: catalogueRead,
  quotePrice: { ...catalogueRead, visitor: false },

  // Content, the shop's shelves, media.
  listBlogs: catalogueRead,
  getBlogPost: EVERYONE,
  listPublicBlogs: EVERYONE,
  listBanners: EVERYONE,
  listHeroes: EVERYONE,
  listReviews: EVERYONE,
  listVacancies: EVERYONE,
  listFaqs: EVERYONE,
  getHomeData: EVERYONE,
  submitContactForm: EVERYONE,
  listSupplies: EVERYONE,
  getSupply: EVERYONE,
  listSupplyCategories: EVERYONE,
  listSupplyFeatures: EVERYONE,
  listNewArrivals: EVERYONE,
  listBestDeals: EVERYONE,
  listRecommendedSupplies: EVERYONE,
  getCompanySettings: EVERYONE,
  getAvatar: EVERYONE,
  getUploadedImage: EVERYONE,
  // Public images; an order's image only to who may read the order (the service decides, 404 otherwise).
  getImage: EVERYONE,

  // Signing in and up.
  login: SIGN_IN,
  exchangeSocialToken: SIGN_IN,
  requestLoginCode: SIGN_IN,
  verifyLoginCode: SIGN_IN,
  setNewPassword: SIGN_IN,
  checkSignUp: SIGN_IN,
  sendSignUpPhoneCode: SIGN_IN,
  verifySignUpPhoneCode: SIGN_IN,
  signUp: SIGN_IN,
  logout: SIGN_IN,
  // The outbox of codes in development (off in production: its handler answers 404 there).
  listDevOutbox: EVERYONE,

  // The person.
  // A visitor is told to sign in (401): the apps read it to tell signed-in from signed-out.
  getProfile: personal,
  updateProfile: personal,
  uploadAvatar: personal,
  changePassword: personal,
  sendEmailConfirmation: personal,
  confirmEmail: personal,
  requestEmailChange: personal,
  changeEmail: personal,
  requestPhoneChange: personal,
  changePhone: personal,
  registerProfile: customerPerson,
  listMyCompanies: customerPerson,
  createCompany: customerPerson,
  switchCompany: customerPerson,
  acceptCompanyInvitation: customerPerson,

  // Messages and referrals of the account.
  listMessages: forAccount("orders.view"),
  checkNewMessages: forAccount("orders.view"),
  updateMessage: forAccount("orders.view"),
  listReferralLevels: catalogueRead,
  listUserReferrals: ownListRead,
  getReferralProgram: forAccount("orders.view"),

  // Orders of the account.
  listOrders: ownListRead,
  listDashboardOrders: ownListRead,
  listOngoingOrders: ownListRead,
  getDashboardMetrics: ownListRead,
  listOrderHistory: forAccount("orders.view"),
  countOrdersPerWeek: forAccount("orders.view"),
  // A visitor is answered 404, as for another customer's order.
  getOrder: { ...orderRead("orders.view"), visitor: true },
  getOrderTimeline: orderRead("orders.view"),
  listOrderServices: orderRead("orders.view"),
  getOrderFile: orderRead("orders.view"),
  createOrder: forAccount("orders.book"),
  updateOrder: forAccount("orders.book"),
  deletePreOrder: forAccount("orders.book"),
  cancelOrder: forAccount("orders.book"),
  addOrderNote: forAccount("orders.book"),
  repeatOrder: forAccount("orders.book"),
  duplicateOrder: forAccount("orders.book"),

  // The driver at the gate.
  getDriverCheckIn: proof("check-in code"),
  updateDriverCheckIn: proof("check-in code"),
  getDriverOrderInfo: proof("check-in code"),

  // Shop orders of the account.
  createShopOrder: forAccount("orders.book"),
  listShopOrders: forAccount("orders.view"),
  getShopOrder: forAccount("orders.view"),
  downloadShopOrderInvoice: orderRead("finance.read"),

  // Paying.
  checkout: forAccount("payments.pay"),
  cancelCheckout: forAccount("payments.pay"),
  cancelOrderPayment: forAccount("payments.pay"),
  getPayment: forAccount("payments.pay"),
  createStripeCheckoutSession: forAccount("payments.pay"),
  verifyStripePayment: forAccount("payments.pay"),
  startAuthorizeNetPayment: forAccount("payments.pay"),
  completeAuthorizeNetPayment: forAccount("payments.pay"),
  cancelAuthorizeNetPayment: forAccount("payments.pay"),
  stripeWebhook: proof("webhook signature"),
  authorizeNetWebhook: proof("webhook signature"),
  // Twilio's inbound texts (STOP/START), signature-checked when Twilio is configured.
  receiveSmsReply: proof("webhook signature"),
  showSandboxCheckout: proof("checkout session"),
  submitSandboxCheckout: proof("checkout session"),

  // The books of the account.
  listOrderInvoices: orderRead("finance.read"),
  downloadInvoicePdf: orderRead("finance.read"),
  listLedgerEntries: forAccount("finance.read"),
  downloadLedgerCsv: forAccount("finance.read"),

  // The company.
  getCompany: forAccount("orders.view"),
  listCompanyMembers: forAccount("orders.view"),
  // A person leaves; a key acts for nobody in particular.
  leaveCompany: { ...forAccount("orders.view"), apiKey: false },
  updateCompany: forAccount("members.manage"),
  changeCompanyMemberRole: forAccount("members.manage"),
  removeCompanyMember: forAccount("members.manage"),
  listCompanyInvitations: forAccount("members.manage"),
  inviteCompanyMember: forAccount("members.manage"),
  revokeCompanyInvitation: forAccount("members.manage"),
  transferCompanyOwnership: forAccount("ownership.transfer"),
  // The company's API keys: made and revoked by its owners and admins in a session, never with a key.
  listApiKeys: { ...forAccount("members.manage"), apiKey: false },
  createApiKey: { ...forAccount("members.manage"), apiKey: false },
  revokeApiKey: { ...forAccount("members.manage"), apiKey: false },
  listCompanyActivity: { ...forAccount("activity.read"), apiKey: false },
  // Webhook endpoints carry a signing secret and a URL our servers call: owners and admins only, never a key.
  listWebhookEndpoints: { ...forAccount("members.manage"), apiKey: false },
  createWebhookEndpoint: { ...forAccount("members.manage"), apiKey: false },
  updateWebhookEndpoint: { ...forAccount("members.manage"), apiKey: false },
  deleteWebhookEndpoint: { ...forAccount("members.manage"), apiKey: false },
  rotateWebhookSecret: { ...forAccount("members.manage"), apiKey: false },
  listWebhookDeliveries: { ...forAccount("members.manage"), apiKey: false },
  redeliverWebhook: { ...forAccount("members.manage"), apiKey: false },

  // The console.
  getStaffSelf: staffOnly("any staff"),
  acceptStaffInvitation: proof("invitation token"),
  listStaffOrders: staffOnly("orders.read"),
  listStaffShopOrders: staffOnly("orders.read"),
  advanceShopOrder: staffOnly("orders.work"),
  changeOrderStatus: staffOnly("orders.work"),
  assignOrderDoor: staffOnly("gate.work"),
  addStaffOrderNote: staffOnly("orders.work"),
  moveOrderToSlot: staffOnly("orders.work"),
  listOrderDeliveries: staffOnly("orders.read"),
  // The e-mails carry the company's brand: whoever manages the company settings previews them.
  listEmailPreviews: staffOnly("company.manage"),
  getDockDay: staffOnly("docks.manage"),
  changeDockSlots: staffOnly("docks.manage"),
  findOrderByCheckInCode: staffOnly("gate.work"),
  getGateBoard: staffOnly("gate.work"),
  issueInvoice: staffOnly("finance.manage"),
  updateInvoiceStatus: staffOnly("finance.manage"),
  sendInvoice: staffOnly("finance.manage"),
  recordOfflineInvoicePayment: staffOnly("finance.manage"),
  refundPayment: staffOnly("finance.manage"),
  refundPartOfPayment: staffOnly("finance.manage"),
  listStaffPayments: staffOnly("finance.manage"),
  downloadStaffPaymentsCsv: staffOnly("finance.manage"),
  sweepReferralBonuses: staffOnly("finance.manage"),
  listHeldReferralBonuses: staffOnly("finance.manage"),
  adjustCustomerLedger: staffOnly("ledger.adjust"),
  listStaffCustomers: staffOnly("customers.read"),
  getStaffCustomer: staffOnly("customers.read"),
  getStaffCustomerReferrals: staffOnly("customers.read"),
  getStaffCustomerCompanies: staffOnly("customers.read"),
  listCustomerLedger: staffOnly("customers.read"),
  getCustomerPrices: staffOnly("customers.read"),
  replaceCustomerPrices: staffOnly("finance.manage"),
  getHubPriceList: staffOnly("content.edit"),
  changeHubPriceList: staffOnly("content.edit"),
  getStaffHub: staffOnly("content.edit"),
  changeStaffHub: staffOnly("content.edit"),
  getStaffService: staffOnly("content.edit"),
  changeStaffService: staffOnly("content.edit"),
  listStaffExtraServices: staffOnly("content.edit"),
  createStaffExtraService: staffOnly("content.edit"),
  changeStaffExtraService: staffOnly("content.edit"),
  getStaffReferralLevels: staffOnly("content.edit"),
  changeStaffReferralLevels: staffOnly("content.edit"),
  getStaffLandingList: staffOnly("content.edit"),
  changeStaffLandingList: staffOnly("content.edit"),
  getStaffProduct: staffOnly("content.edit"),
  changeStaffProduct: staffOnly("content.edit"),
  createStaffProduct: staffOnly("content.edit"),
  getStaffProductOptions: staffOnly("content.edit"),
  createStaffProductOption: staffOnly("content.edit"),
  listStaffProducts: staffOnly("content.edit"),
  listStaffBlogPosts: staffOnly("content.edit"),
  getStaffBlogPost: staffOnly("content.edit"),
  previewStaffBlogBody: staffOnly("content.edit"),
  createStaffBlogPost: staffOnly("content.edit"),
  updateStaffBlogPost: staffOnly("content.edit"),
  uploadStaffImage: staffOnly("content.edit"),
  listContactMessages: staffOnly("inbox.work"),
  markContactMessageHandled: staffOnly("inbox.work"),
  replyToContactMessage: staffOnly("inbox.work"),
  updateContactMessage: staffOnly("inbox.work"),
  listStaffMembers: staffOnly("staff.manage"),
  inviteStaffMember: staffOnly("staff.manage"),
  changeStaffMember: staffOnly("staff.manage"),
  listStaffAuditLog: staffOnly("audit.read"),
  getStaffCompanySettings: staffOnly("company.manage"),
  changeStaffCompanySettings: staffOnly("company.manage"),
  listBackgroundJobs: staffOnly("jobs.manage"),
  runBackgroundJob: staffOnly("jobs.manage"),

  // Operations of the service itself.
  health: EVERYONE,
  ready: EVERYONE,
  metrics: proof("metrics token"),
};

/** What the guard does with a call: let it through (acting for the person or the company), or refuse it. */
export type AccessDecision =
  /** "visitor": a public call made with an API key is answered as to a visitor (the key names no person). */
  | { allowed: true; actsFor: "person" | "company" | "visitor" }
  | { allowed: false; status: 401 | 403; reason: string };

const refuse = (status: 401 | 403, reason: string): AccessDecision => ({ allowed: false, status, reason });
const PERSON: AccessDecision = { allowed: true, actsFor: "person" };
const VISITOR: AccessDecision = { allowed: true, actsFor: "visitor" };

/**
 * Whether a caller may call an operation, from its row alone. A missing row refuses everyone: a new operation
 * is closed until someone decides who may call it.
 */
export function operationAccessDecision(
  access: OperationAccess | undefined,
  caller: OperationCaller,
): AccessDecision {
  if (!access) return refuse(403, "Nobody may use this call yet");
  switch (caller.kind) {
    case "visitor":
      return access.visitor === false ? refuse(401, "Sign in to use this call") : PERSON;
    case "customer":
      if (access.customer) return PERSON;
      return refuse(403, access.staff ? "Only staff may use this call" : "Nobody may use this call yet");
    case "company member":
      if (access.member === false) {
        return refuse(
          403,
          access.staff ? "Only staff may use this call" : "This call is not open to companies",
        );
      }
      if (access.member === "personal") return PERSON;
      return companyRoleMay(caller.role, access.member)
        ? { allowed: true, actsFor: "company" }
        : refuse(403, `Your role in the company (${caller.role}) may not do this (${access.member})`);
    case "api key":
      return apiKeyDecision(access, caller.role);
    case "staff":
      if (access.staff === false) {
        return refuse(
          403,
          "Staff accounts do not use this call: it is for customers (sign in to the portal as one)",
        );
      }
      // A call open to visitors is open to every staff account, a role or not.
      if (access.staff === "any staff" && access.visitor !== false) return PERSON;
      if (caller.role === null)
        return refuse(403, "Your staff account has no role; ask an admin to give you one");
      if (access.staff === "any staff" || staffRoleMay(caller.role, access.staff)) return PERSON;
      return refuse(403, `Your role (${caller.role}) may not do this (${access.staff})`);
  }
}

/**
 * A company's API key: what the `member` column lets a member with the key's role do for the company. A public call
 * (open to visitors, about no one) is answered as to a visitor; a call about a person (their profile, password,
 * e-mail, phone, two-step sign-in, sessions) and every console call are refused, as is a row that says `apiKey: false`.
 */
function apiKeyDecision(access: OperationAccess, role: ApiKeyRole): AccessDecision {
  if (access.apiKey === false) {
    return refuse(403, "API keys may not use this call: sign in to the portal as a person for it");
  }
  if (access.member === false) {
    return refuse(403, access.staff ? "Only staff may use this call" : "This call is not open to companies");
  }
  if (access.member === "personal") {
    return access.visitor === false
      ? refuse(
          403,
          "API keys act for their company, and this call is about a signed-in person: sign in to the portal for it",
        )
      : VISITOR;
  }
  return companyRoleMay(role, access.member)
    ? { allowed: true, actsFor: "company" }
    : refuse(403, `This API key's role (${role}) may not do this (${access.member})`);
}

/** Whether an API key with a role may call an operation (for the developer page: list what a key may call). */
export function apiKeyRoleMayCall(role: ApiKeyRole, operationId: string): boolean {
  return operationAccessDecision(OPERATION_ACCESS[operationId], { kind: "api key", role }).allowed;
}

/**
 * The roles of API keys that may call an operation, in API_KEY_ROLES' order (empty: no key may): what the
 * developer reference lists beside each operation, from the same table the API decides by.
 */
export function apiKeyRolesFor(operationId: string): ApiKeyRole[] {
  return API_KEY_ROLES.filter((role) => apiKeyRoleMayCall(role, operationId));
}

/** Whether a staff role may call an operation (for the console: show a page or an action only when it may). */
export function staffRoleMayCall(role: StaffRole, operationId: string): boolean {
  return operationAccessDecision(OPERATION_ACCESS[operationId], { kind: "staff", role }).allowed;
}
