import { centsToDecimal } from "@freight/domain/money/cents";
import { createHash } from "node:crypto";
import {
  GatewayError,
  type GatewayOutcome,
  type GatewayStatus,
  type PaymentGateway,
} from "./payment-gateway.js";

export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  /** The JSON API endpoint (sandbox: https://apitest.authorize.net/xml/v1/request.api). */
  apiUrl: string;
  /** Where the browser posts the Accept Hosted token (sandbox: https://test.authorize.net/payment/payment). */
  hostedFormUrl: string;
}

interface AnetMessages {
  resultCode?: string;
  message?: { code?: string; text?: string }[];
}

interface AnetTransaction {
  transId?: string;
  transactionStatus?: string;
  responseCode?: number;
  settleAmount?: number;
  authAmount?: number;
  order?: { invoiceNumber?: string };
  invoiceNumber?: string;
  payment?: {
    creditCard?: { cardNumber?: string; cardType?: string; expirationDate?: string };
    bankAccount?: { accountNumber?: string; routingNumber?: string; nameOnAccount?: string };
  };
}

/** Our payment id as the invoice number the gateway echoes back (20 characters at most). */
function invoiceNumberOf(paymentId: number): string {
  return `PAY-${paymentId}`;
}

/**
 * Transaction statuses of the Authorize.net reporting API in our terms: an eCheck (ACH) that is
 * captured but not settled is still processing; a card captured for settlement is paid.
 */
export function statusOfTransaction(transaction: AnetTransaction, isBankAccount: boolean): GatewayStatus {
  switch (transaction.transactionStatus) {
    case "settledSuccessfully":
      return "paid";
    case "capturedPendingSettlement":
    case "authorizedPendingCapture":
    case "FDSPendingReview":
    case "FDSAuthorizedPendingReview":
    case "underReview":
      return isBankAccount ? "processing" : "paid";
    case "returnedItem":
    case "chargeback":
      return "returned";
    case "voided":
    case "declined":
    case "expired":
    case "failedReview":
    case "generalError":
    case "settlementError":
    case "communicationError":
    case "couldNotVoid":
      return "failed";
    default:
      return "open";
  }
}

function fingerprintOf(transaction: AnetTransaction): string | undefined {
  const card = transaction.payment?.creditCard;
  const bank = transaction.payment?.bankAccount;
  const basis = card
    ? `card:${card.cardType ?? ""}:${card.cardNumber ?? ""}:${card.expirationDate ?? ""}`
    : bank
      ? `bank:${bank.routingNumber ?? ""}:${bank.accountNumber ?? ""}`
      : undefined;
  return basis ? `anet:${createHash("sha256").update(basis).digest("hex").slice(0, 32)}` : undefined;
}

/** Authorize.net Accept Hosted: a token for the hosted form, and the reporting API to confirm. */
export function createAuthorizeNetGateway(
  settings: AuthorizeNetSettings,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const merchantAuthentication = { name: settings.apiLoginId, transactionKey: settings.transactionKey };

  async function call<Answer extends { messages?: AnetMessages }>(
    request: Record<string, unknown>,
  ): Promise<Answer> {
    let text: string;
    try {
      const response = await fetchImpl(settings.apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(20_000),
      });
      text = await response.text();
    } catch (error) {
      throw new GatewayError(
        `The card gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let answer: Answer;
    try {
      // The gateway starts its JSON with a byte order mark.
      answer = JSON.parse(text.replace(/^\uFEFF/, "")) as Answer;
    } catch {
      throw new GatewayError("The card gateway answered with something that is not JSON");
    }
    if (answer.messages?.resultCode !== "Ok") {
      const detail = answer.messages?.message?.[0];
      throw new GatewayError(
        `The card gateway refused the call: ${detail?.code ?? ""} ${detail?.text ?? ""}`.trim(),
      );
    }
    return answer;
  }

  function outcomeOf(transaction: AnetTransaction): GatewayOutcome {
    const invoice = transaction.order?.invoiceNumber ?? transaction.invoiceNumber ?? "";
    const paymentId = Number(/^PAY-(\d+)$/.exec(invoice)?.[1]);
    const amount = transaction.settleAmount ?? transaction.authAmount;
    return {
      status: statusOfTransaction(transaction, Boolean(transaction.payment?.bankAccount)),
      paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : undefined,
      gatewayPaymentId: transaction.transId,
      fingerprint: fingerprintOf(transaction),
      amountCents: amount === undefined ? undefined : Math.round(amount * 100),
    };
  }

  return {
    name: "authorize-net",
    // An Accept Hosted form token is valid for 15 minutes and cannot be revoked: the API has no call for it, so a
    // replaced or cancelled payment's form stays payable until then, and `lookup` (verify, the sweeper) finds
    // money paid through it.
    sessionLifetimeMs: 15 * 60 * 1000,
    async startSession(input) {
      const answer = await call<{ token?: string; messages?: AnetMessages }>({
        getHostedPaymentPageRequest: {
          merchantAuthentication,
          refId: String(input.paymentId).slice(0, 20),
          transactionRequest: {
            transactionType: "authCaptureTransaction",
            amount: centsToDecimal(input.amountCents),
            order: {
              invoiceNumber: invoiceNumberOf(input.paymentId),
              description: input.description.slice(0, 255),
            },
            ...(input.customerEmail ? { customer: { email: input.customerEmail } } : {}),
          },
          hostedPaymentSettings: {
            setting: [
              {
                settingName: "hostedPaymentReturnOptions",
                settingValue: JSON.stringify({
                  showReceipt: false,
                  url: input.successUrl,
                  urlText: "Continue",
                  cancelUrl: input.cancelUrl,
                  cancelUrlText: "Cancel",
                }),
              },
              {
                settingName: "hostedPaymentPaymentOptions",
                settingValue: JSON.stringify({
                  cardCodeRequired: true,
                  showCreditCard: input.method === "card",
                  showBankAccount: input.method === "ach",
                }),
              },
              { settingName: "hostedPaymentButtonOptions", settingValue: JSON.stringify({ text: "Pay" }) },
            ],
          },
        },
      });
      if (!answer.token) throw new GatewayError("The card gateway returned no form token");
      return { sessionId: answer.token, url: settings.hostedFormUrl };
    },
    async lookup({ paymentId, transactionId }) {
      if (transactionId) {
        const answer = await call<{ transaction?: AnetTransaction; messages?: AnetMessages }>({
          getTransactionDetailsRequest: { merchantAuthentication, transId: transactionId },
        });
        const outcome = outcomeOf(answer.transaction ?? {});
        // A transaction id the customer sent back must belong to this payment.
        if (outcome.paymentId !== paymentId) return { status: "open" };
        return outcome;
      }
      // Accept Hosted's return URL carries no transaction id: find ours by its invoice number.
      const answer = await call<{ transactions?: AnetTransaction[]; messages?: AnetMessages }>({
        getUnsettledTransactionListRequest: {
          merchantAuthentication,
          sorting: { orderBy: "submitTimeUTC", orderDescending: true },
          paging: { limit: 1000, offset: 1 },
        },
      });
      const mine = (answer.transactions ?? []).find(
        (transaction) => transaction.invoiceNumber === invoiceNumberOf(paymentId),
      );
      if (!mine?.transId) return { status: "open" };
      const details = await call<{ transaction?: AnetTransaction; messages?: AnetMessages }>({
        getTransactionDetailsRequest: { merchantAuthentication, transId: mine.transId },
      });
      return outcomeOf(details.transaction ?? mine);
    },
  };
}
