/** The developer page's words: how a shipper's own system (a TMS, an ERP) books and follows orders with a key. */
export const developersText = {
  title: "API for your systems",
  metaDescription:
    "Book and follow FreightBox orders from your TMS or ERP: API keys, idempotent bookings, rate limits, errors, signed webhooks and the calls a key may make.",
  intro:
    "Your own systems can book dock appointments, follow orders and download invoices with an API key, and hear about every change through signed webhooks. This page is the short guide; the full contract, with every field, is at the API's /docs.",
  sections: {
    keys: {
      heading: "Keys and authentication",
      paragraphs: [
        "A company's owner or admin makes keys in the portal (Team → Developers), each with a name, a role and an optional expiry. The role is booker, finance or viewer: a key never has an owner's or admin's powers, and never reaches a person's profile, password, sessions or the keys themselves.",
        "Send the key as a bearer token. It is shown once and stored only as a hash; a revoked or expired key is refused (401) at once.",
      ],
    },
    idempotency: {
      heading: "Idempotent bookings",
      paragraphs: [
        "Every call that creates something takes an Idempotency-Key header (any unique string, up to 255 characters). Sending the same call again with the same key answers the first result instead of booking twice, so a timeout can always be retried.",
      ],
    },
    limits: {
      heading: "Rate limits",
      paragraphs: [
        "Each key has a budget per minute of its own (120 by default), kept in the database so it holds across every server. Every answer carries a RateLimit header with what is left; over the budget the answer is 429 with a Retry-After header saying how many seconds to wait.",
      ],
    },
    pagination: {
      heading: "Pages of results",
      paragraphs: [
        "Lists take page (from 0) and limit (at most 100) and answer the items of that page with the total, so a system walks the pages until it has them all.",
      ],
    },
    errors: {
      heading: "Errors",
      paragraphs: [
        "A refused call answers a 4xx status with a JSON body: statusCode, error and a message in plain words, and fieldErrors naming each field that was wrong. 401 is a missing, revoked or expired key; 403 a call the key's role may not make; 404 something that does not exist or is not the company's; 409 a change that conflicts with the order's current state; 429 the budget spent.",
      ],
    },
    webhooks: {
      heading: "Webhooks",
      paragraphs: [
        "Owners and admins register https endpoints in the portal and choose events: order.created, order.status_changed, order.driver_arrived, order.cancelled, invoice.issued, invoice.paid, payment.failed and shop_order.ready_for_pick_up. Each event is sent at least once, in order per order, retried with back-off for up to 3 days; the portal shows every delivery and can send one again.",
        "Deliveries follow Standard Webhooks: the webhook-id, webhook-timestamp and webhook-signature headers sign the body with the endpoint's whsec_ secret, so any official Standard Webhooks library verifies them. A repeated webhook-id is the same event sent again.",
      ],
    },
    examples: { heading: "Examples" },
    reference: {
      heading: "Calls a key may make",
      intro:
        "Every operation an API key may call, with the roles that may call it, from the same access table the API decides by.",
      operation: "Call",
      purpose: "What it does",
      roles: "Roles",
    },
  },
  examples: [
    { label: "Book a slot (a booker key)", kind: "book" },
    { label: "List the company's orders", kind: "list" },
    { label: "Follow one order", kind: "follow" },
    { label: "Download an invoice (a finance key)", kind: "invoice" },
    { label: "Verify a webhook (Node, the standardwebhooks package)", kind: "verify" },
  ],
  roleNames: { booker: "Booker", finance: "Finance", viewer: "Viewer" },
} as const;
