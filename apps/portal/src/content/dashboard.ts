/** Copy of the dashboard while the portal screens are being built. */
export const dashboardText = {
  title: "Dashboard",
  welcome: "Welcome back, {name}",
  comingSoon: "Your metrics, ongoing orders and order table will appear here.",
  unavailableTitle: "Your account cannot be shown right now",
  accountsNotOpen:
    "Customer accounts are not open yet, so there is no dashboard to show. Dispatch can book and update orders for you in the meantime.",
  unavailable: "The account service did not answer as expected: {message}",
  contactDispatch: "Contact dispatch",
} as const;

export const portalText = {
  name: "Customer portal",
  backToSite: "Back to the public site",
} as const;
