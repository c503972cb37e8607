/** Copy of the driver check-in page. Drivers never sign in; the order's check-in code is enough (spec 6). */
export const driverText = {
  title: "Driver check-in",
  metaDescription: "Check in at a FreightBox hub with the check-in code from your order.",
  intro:
    "Enter the check-in code the shipper or dispatcher sent you. We find the order and tell the dock you are here, so you can drive straight to your door.",
  codeLabel: "Check-in code",
  codeHint: "4 to 32 letters and digits, as written in the order message.",
  submit: "Find my order",
  checking: "Looking up the code…",
  found: "Order {number} at {hub}",
  status: "Status",
  truck: "Truck",
  trailer: "Trailer",
  codeInvalid: "Enter the check-in code: 4 to 32 letters and digits.",
  help: "No code, or the code does not work? Call dispatch and we will check you in by phone.",
} as const;
