import { formatCents } from "@freight/domain/money/cents";
import {
  SANDBOX_DEFAULT_ACCOUNT,
  SANDBOX_DEFAULT_CARD,
  SANDBOX_DECLINED_CARD,
  type SandboxSession,
} from "./sandbox-gateway.js";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const statusText: Record<SandboxSession["status"], string> = {
  open: "Waiting for your approval",
  processing: "ACH debit authorized: the bank is processing it",
  paid: "Paid",
  failed: "Declined",
  cancelled: "Cancelled",
  returned: "Returned by the bank",
};

/** The sandbox gateway's hosted checkout page: plain HTML forms, no script. */
export function renderSandboxPage(session: SandboxSession): string {
  const action = `/sandbox-checkout/${encodeURIComponent(session.id)}`;
  const isCard = session.method === "card";
  const open = session.status === "open";
  const body = open
    ? `<form method="post" action="${action}">
        ${
          isCard
            ? `<label>Card number <input name="cardNumber" value="${SANDBOX_DEFAULT_CARD}" inputmode="numeric" autocomplete="off" maxlength="23"></label>
               <p class="hint">Any number is approved except ${SANDBOX_DECLINED_CARD}, which is declined.</p>`
            : `<label>Bank account number <input name="accountNumber" value="${SANDBOX_DEFAULT_ACCOUNT}" inputmode="numeric" autocomplete="off" maxlength="17"></label>
               <p class="hint">Authorizing starts an ACH debit; it stays processing until the bank clears or returns it below.</p>`
        }
        <div class="buttons">
          <button name="action" value="approve" class="primary">${isCard ? "Pay" : "Authorize debit"} ${formatCents(session.amountCents)}</button>
          ${isCard ? `<button name="action" value="decline">Decline</button>` : ""}
          <button name="action" value="cancel">Cancel and return</button>
        </div>
      </form>`
    : session.method === "ach" && (session.status === "processing" || session.status === "paid")
      ? `<form method="post" action="${action}">
          <p class="hint">Sandbox bank: settle this debit as the bank would, days later.</p>
          <div class="buttons">
            ${session.status === "processing" ? `<button name="action" value="ach-clear" class="primary">Clear the debit</button>` : ""}
            <button name="action" value="ach-return">Return the debit</button>
          </div>
        </form>`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a2330; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #fff3cd; color: #7a5b00; border-radius: 6px; padding: .15rem .5rem; font-size: .8rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #c5ced8; border-radius: 8px; margin-top: .25rem; }
  .hint { color: #5b6776; font-size: .85rem; }
  .buttons { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; }
  button { padding: .6rem 1rem; border-radius: 8px; border: 1px solid #c5ced8; background: #fff; font-size: 1rem; cursor: pointer; }
  button.primary { background: #0b5cff; border-color: #0b5cff; color: #fff; }
</style>
</head>
<body>
<main>
  <span class="badge">Sandbox gateway: no real money moves</span>
  <h1>${escapeHtml(session.description)}</h1>
  <div class="amount">${formatCents(session.amountCents)}</div>
  <p>${session.method === "card" ? "Card payment" : "ACH bank transfer"} · <strong data-status="${session.status}">${statusText[session.status]}</strong></p>
  ${body}
</main>
</body>
</html>`;
}
