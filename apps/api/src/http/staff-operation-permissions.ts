import type { StaffPermission } from "@freight/domain/staff/staff-roles";

/** Any staff member with a role may use the call (their own account, for example). */
export const ANY_STAFF = "any staff";

/**
 * What every staff call (/staff/...) needs. The staff area's guard checks it before the body is read; a call
 * missing here is refused to everyone (tests/staff-roles.test.ts fails first).
 */
export const STAFF_OPERATION_PERMISSIONS: Readonly<Record<string, StaffPermission | typeof ANY_STAFF>> = {
  getStaffSelf: ANY_STAFF,
  listStaffOrders: "orders.read",
  listStaffShopOrders: "orders.read",
  advanceShopOrder: "orders.work",
  changeOrderStatus: "orders.work",
  addStaffOrderNote: "orders.work",
  moveOrderToSlot: "orders.work",
  getDockDay: "docks.manage",
  changeDockSlots: "docks.manage",
  findOrderByCheckInCode: "gate.work",
  issueInvoice: "finance.manage",
  updateInvoiceStatus: "finance.manage",
  sendInvoice: "finance.manage",
  recordOfflineInvoicePayment: "finance.manage",
  refundPayment: "finance.manage",
  refundPartOfPayment: "finance.manage",
  listStaffPayments: "finance.manage",
  downloadStaffPaymentsCsv: "finance.manage",
  sweepReferralBonuses: "finance.manage",
  listHeldReferralBonuses: "finance.manage",
  adjustCustomerLedger: "ledger.adjust",
  listStaffCustomers: "customers.read",
  getStaffCustomer: "customers.read",
  getStaffCustomerReferrals: "customers.read",
  listCustomerLedger: "customers.read",
  getCustomerPrices: "customers.read",
  replaceCustomerPrices: "finance.manage",
  getHubPriceList: "content.edit",
  changeHubPriceList: "content.edit",
  getStaffProduct: "content.edit",
  changeStaffProduct: "content.edit",
  listStaffBlogPosts: "content.edit",
  getStaffBlogPost: "content.edit",
  previewStaffBlogBody: "content.edit",
  createStaffBlogPost: "content.edit",
  updateStaffBlogPost: "content.edit",
  uploadStaffImage: "content.edit",
  listContactMessages: "inbox.work",
  markContactMessageHandled: "inbox.work",
  replyToContactMessage: "inbox.work",
  updateContactMessage: "inbox.work",
  listStaffMembers: "staff.manage",
  inviteStaffMember: "staff.manage",
  changeStaffMember: "staff.manage",
  listStaffAuditLog: "audit.read",
  listBackgroundJobs: "jobs.manage",
  runBackgroundJob: "jobs.manage",
};
