import { centsToDecimal, dollarsToCents } from "@freight/domain/money/cents";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
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
  /** "authCaptureTransaction", "refundTransaction", "voidTransaction", … */
  transactionType?: string;
  /** For a refund: the payment transaction it gives money back from. */
  refTransId?: string;
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

interface AnetTransactionResponse {
  responseCode?: string | number;
  transId?: string;
  errors?: { errorCode?: string; errorText?: string }[];
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

/** What the gateway says one transaction is now (the webhook and refunds decide on this, never on an event's order). */
export interface AuthorizeNetTransactionFacts {
  transactionId: string;
  /** "authCaptureTransaction", "refundTransaction", … */
  type: string;
  /** The raw transaction status ("settledSuccessfully", "voided", "refundPendingSettlement", …). */
  status: string;
  /** For a refund: the payment transaction it refers to. */
  refTransactionId?: string;
  /** Settled amount, else authorized amount (cents). */
  amountCents?: number;
  /** The transaction as a payment outcome (status, our payment id from the invoice number, fingerprint). */
  outcome: GatewayOutcome;
}

/** A refund the gateway cannot make as asked (the transaction is not settled yet, or was voided): a 409 in words. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefundRefusedError";
  }
}

/** Statuses of a captured transaction the bank has not settled yet: it can be voided whole, not refunded. */
const UNSETTLED_STATUSES = new Set([
  "capturedPendingSettlement",
  "authorizedPendingCapture",
  "FDSPendingReview",
  "FDSAuthorizedPendingReview",
  "underReview",
]);

/** Transaction errors that mean "not this refund", not "the gateway failed" (54: not refundable, 55: more than paid). */
const REFUSED_REFUND_CODES = new Set(["54", "55"]);

export interface AuthorizeNetRefund {
  /** The gateway's id of the refund (a void keeps the payment transaction's id). */
  gatewayRefundId: string;
  /** true when the unsettled payment was voided whole instead of refunded. */
  isVoid: boolean;
}

/** The Accept Hosted gateway plus what staff refunds and the webhook need. */
export interface AuthorizeNetGateway extends PaymentGateway {
  /** The transaction as the gateway holds it now. */
  transactionFacts(transactionId: string): Promise<AuthorizeNetTransactionFacts>;
  /**
   * Gives `amountCents` of a payment transaction back: a refund of a settled transaction, or a void of an unsettled
   * one when the whole amount goes back. `refundKey` names the refund (the same key twice within the gateway's
   * duplicate window is refused by the gateway). Throws RefundRefusedError when the gateway cannot make it.
   */
  refund(input: {
    transactionId: string;
    amountCents: number;
    refundKey: string;
  }): Promise<AuthorizeNetRefund>;
}

/** The card or bank account of a transaction as a refund names it: last digits only, as the gateway masks them. */
function refundPaymentOf(transaction: AnetTransaction): Record<string, unknown> {
  const card = transaction.payment?.creditCard;
  if (card) {
    return {
      creditCard: {
        cardNumber: (card.cardNumber ?? "").replace(/\D/g, "").slice(-4),
        expirationDate: "XXXX",
      },
    };
  }
  const bank = transaction.payment?.bankAccount;
  if (bank) {
    return {
      bankAccount: {
        routingNumber: bank.routingNumber ?? "",
        accountNumber: bank.accountNumber ?? "",
        nameOnAccount: bank.nameOnAccount ?? "",
      },
    };
  }
  throw new RefundRefusedError(
    `The Authorize.net transaction ${transaction.transId ?? ""} names no card or bank account to refund to`,
  );
}

/** The invoice number of a refund (20 characters at most): the same refund key always gives the same one. */
function refundInvoiceNumber(refundKey: string): string {
  return `RF${createHash("sha256").update(refundKey).digest("hex").slice(0, 18)}`;
}

/** A verified Authorize.net webhook notification in our terms. */
export interface AuthorizeNetWebhookNotice {
  /** The notification id: one per event, kept when Authorize.net retries the delivery. */
  eventId: string;
  /** e.g. "net.authorize.payment.authcapture.created", "net.authorize.payment.refund.created". */
  type: string;
  /** The transaction the event is about (payload.entityName "transaction"). */
  transactionId?: string;
}

/** Header value "sha512=<128 hex digits>", as Authorize.net sends X-ANET-Signature. */
const SIGNATURE_PATTERN = /^sha512=([0-9a-f]{128})$/i;

/**
 * Checks X-ANET-Signature (HMAC-SHA512 of the exact body with the signature key, compared in constant time) and
 * reads the notification. Throws when the signature does not match or the body is not a notification.
 */
export function readAuthorizeNetWebhook(
  signatureKey: string,
  rawBody: Buffer | string,
  signature: string,
): AuthorizeNetWebhookNotice {
  const given = SIGNATURE_PATTERN.exec(signature.trim())?.[1];
  if (!given) throw new Error("The signature is not sha512=<hex>");
  const expected = createHmac("sha512", signatureKey).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new Error("The signature does not match");
  const body = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString("utf8") : rawBody) as {
    notificationId?: unknown;
    eventType?: unknown;
    payload?: { entityName?: unknown; id?: unknown };
  };
  if (
    typeof body.notificationId !== "string" ||
    body.notificationId === "" ||
    typeof body.eventType !== "string"
  ) {
    throw new Error("The body is not an Authorize.net notification");
  }
  const id = body.payload?.id;
  return {
    eventId: body.notificationId,
    type: body.eventType,
    transactionId:
      body.payload?.entityName === "transaction" && (typeof id === "string" || typeof id === "number")
        ? String(id)
        : undefined,
  };
}

/** Authorize.net Accept Hosted: a token for the hosted form, and the reporting API to confirm. */
export function createAuthorizeNetGateway(
  settings: AuthorizeNetSettings,
  fetchImpl: typeof fetch = fetch,
): AuthorizeNetGateway {
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
      // A transaction call says why in its transactionResponse; other calls in messages.
      const failed = (answer as { transactionResponse?: AnetTransactionResponse }).transactionResponse
        ?.errors?.[0];
      if (failed && REFUSED_REFUND_CODES.has(String(failed.errorCode))) {
        throw new RefundRefusedError(`The card gateway refused the refund: ${failed.errorText ?? ""}`.trim());
      }
      const detail = failed
        ? { code: failed.errorCode, text: failed.errorText }
        : answer.messages?.message?.[0];
      throw new GatewayError(
        `The card gateway refused the call: ${detail?.code ?? ""} ${detail?.text ?? ""}`.trim(),
      );
    }
    return answer;
  }

  async function transactionOf(transactionId: string): Promise<AnetTransaction> {
    const answer = await call<{ transaction?: AnetTransaction; messages?: AnetMessages }>({
      getTransactionDetailsRequest: { merchantAuthentication, transId: transactionId },
    });
    return answer.transaction ?? {};
  }

  async function runTransaction(transactionRequest: Record<string, unknown>, refId: string): Promise<string> {
    const answer = await call<{ transactionResponse?: AnetTransactionResponse; messages?: AnetMessages }>({
      createTransactionRequest: { merchantAuthentication, refId, transactionRequest },
    });
    const response = answer.transactionResponse;
    if (String(response?.responseCode) !== "1" || !response?.transId) {
      const failed = response?.errors?.[0];
      throw new GatewayError(
        `The card gateway did not approve the ${String(transactionRequest.transactionType)}: ${failed?.errorCode ?? ""} ${failed?.errorText ?? ""}`.trim(),
      );
    }
    return response.transId;
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
      amountCents: amount === undefined ? undefined : dollarsToCents(amount),
    };
  }

  return {
    async transactionFacts(transactionId) {
      const transaction = await transactionOf(transactionId);
      const amount = transaction.settleAmount ?? transaction.authAmount;
      return {
        transactionId: transaction.transId ?? transactionId,
        type: transaction.transactionType ?? "",
        status: transaction.transactionStatus ?? "",
        refTransactionId: transaction.refTransId,
        amountCents: amount === undefined ? undefined : dollarsToCents(amount),
        outcome: outcomeOf(transaction),
      };
    },
    async refund({ transactionId, amountCents, refundKey }) {
      const transaction = await transactionOf(transactionId);
      const status = transaction.transactionStatus ?? "";
      const refId = refundInvoiceNumber(refundKey);
      if (status === "settledSuccessfully") {
        const refundId = await runTransaction(
          {
            transactionType: "refundTransaction",
            amount: centsToDecimal(amountCents),
            payment: refundPaymentOf(transaction),
            refTransId: transactionId,
            order: { invoiceNumber: refId, description: `Refund of transaction ${transactionId}` },
          },
          refId,
        );
        return { gatewayRefundId: refundId, isVoid: false };
      }
      if (UNSETTLED_STATUSES.has(status)) {
        const whole = dollarsToCents(transaction.authAmount ?? transaction.settleAmount ?? 0);
        if (amountCents !== whole) {
          throw new RefundRefusedError(
            `The card payment has not settled at the bank yet (usually by the next day): until then it can only be refunded in full (${centsToDecimal(whole)} USD), which voids it`,
          );
        }
        await runTransaction({ transactionType: "voidTransaction", refTransId: transactionId }, refId);
        return { gatewayRefundId: transactionId, isVoid: true };
      }
      throw new RefundRefusedError(
        `The Authorize.net transaction ${transactionId} is ${status || "unknown"}; it cannot be refunded`,
      );
    },
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
