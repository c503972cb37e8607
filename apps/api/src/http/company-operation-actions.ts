import type { CompanyAction } from "@freight/domain/companies/company-roles";

/** The call is about the person, never a company: their profile, sign-in details and companies. */
export const PERSONAL = "personal";

/**
 * What each customer call needs from the caller's company role while they work for a company; the call then
 * acts for the company's account. Every call a signed-in customer can make has an entry (a test holds it), so a
 * new call is decided here before it ships. Personal calls act for the person whatever company they work for.
 */
export const COMPANY_OPERATION_ACTIONS: Record<string, CompanyAction | typeof PERSONAL> = {
  // Prices quoted for the account that books.
  listHubs: "orders.view",
  listFilterHubs: "orders.view",
  listServices: "orders.view",
  listFilterServices: "orders.view",
  listExtraServices: "orders.view",
  getPrice: "orders.view",
  quotePrice: "orders.view",
  getMinMaxPrice: "orders.view",
  listTemperatureControls: "orders.view",
  listCommodities: "orders.view",
  listTrailerTypes: "orders.view",
  listEquipment: "orders.view",
  listBlogs: "orders.view",
  listReferralLevels: "orders.view",
  // Orders, the dashboard and messages.
  getOrder: "orders.view",
  listOrders: "orders.view",
  listOrderHistory: "orders.view",
  listDashboardOrders: "orders.view",
  listOngoingOrders: "orders.view",
  getDashboardMetrics: "orders.view",
  listOrderServices: "orders.view",
  getOrderTimeline: "orders.view",
  getOrderFile: "orders.view",
  listShopOrders: "orders.view",
  getShopOrder: "orders.view",
  listMessages: "orders.view",
  checkNewMessages: "orders.view",
  updateMessage: "orders.view",
  listUserReferrals: "orders.view",
  getReferralProgram: "orders.view",
  // Booking.
  createOrder: "orders.book",
  updateOrder: "orders.book",
  deletePreOrder: "orders.book",
  cancelOrder: "orders.book",
  addOrderNote: "orders.book",
  repeatOrder: "orders.book",
  duplicateOrder: "orders.book",
  createShopOrder: "orders.book",
  // Paying.
  checkout: "payments.pay",
  cancelCheckout: "payments.pay",
  cancelOrderPayment: "payments.pay",
  getPayment: "payments.pay",
  createStripeCheckoutSession: "payments.pay",
  verifyStripePayment: "payments.pay",
  startAuthorizeNetPayment: "payments.pay",
  completeAuthorizeNetPayment: "payments.pay",
  cancelAuthorizeNetPayment: "payments.pay",
  // The books.
  listOrderInvoices: "finance.read",
  downloadInvoicePdf: "finance.read",
  downloadShopOrderInvoice: "finance.read",
  listLedgerEntries: "finance.read",
  downloadLedgerCsv: "finance.read",
  // The company itself.
  getCompany: "orders.view",
  listCompanyMembers: "orders.view",
  leaveCompany: "orders.view",
  updateCompany: "members.manage",
  changeCompanyMemberRole: "members.manage",
  removeCompanyMember: "members.manage",
  listCompanyInvitations: "members.manage",
  inviteCompanyMember: "members.manage",
  revokeCompanyInvitation: "members.manage",
  transferCompanyOwnership: "ownership.transfer",
  // The person.
  getProfile: PERSONAL,
  updateProfile: PERSONAL,
  uploadAvatar: PERSONAL,
  logout: PERSONAL,
  registerProfile: PERSONAL,
  changePassword: PERSONAL,
  sendEmailConfirmation: PERSONAL,
  confirmEmail: PERSONAL,
  requestEmailChange: PERSONAL,
  changeEmail: PERSONAL,
  requestPhoneChange: PERSONAL,
  changePhone: PERSONAL,
  listMyCompanies: PERSONAL,
  createCompany: PERSONAL,
  switchCompany: PERSONAL,
  acceptCompanyInvitation: PERSONAL,
};
