import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface StandInTransaction {
  transId: string;
  transactionType: "authCaptureTransaction" | "refundTransaction";
  /** A refund's payment transaction. */
  refTransId?: string;
  invoiceNumber: string;
  transactionStatus: string;
  settleAmount: number;
  payment: {
    creditCard?: { cardNumber: string; cardType: string; expirationDate: string };
    bankAccount?: { accountNumber: string; routingNumber: string };
  };
}

export interface AuthorizeNetStandIn {
  url: string;
  apiLoginId: string;
  transactionKey: string;
  /** Tokens handed out: token → the hosted-page request. */
  tokens: Map<string, { invoiceNumber: string; amount: string; returnOptions: Record<string, unknown> }>;
  /** Plays the customer paying on the hosted form; returns the transaction id. */
  pay(token: string, outcome: { status: string; card?: string; bankAccount?: string }): string;
  /** The bank settles a transaction (a refund can then be made of it). */
  settle(transId: string): void;
  /** Plays staff refunding in the merchant account, not through our API; returns the refund's transaction id. */
  refundInAccount(transId: string, amount: number): string;
  /** Dollars refunded of a payment transaction, and whether it was voided. */
  refundedOf(transId: string): { refunded: number; refunds: number; voided: boolean };
  /** Every refund or void call that reached the stand-in, approved or not. */
  refundCalls: { type: string; refTransId: string; amount?: string; approved: boolean; transId?: string }[];
  /** Plays staff voiding an unsettled transaction in the merchant account. */
  voidInAccount(transId: string): void;
  /** The webhook's signature key, and a signed delivery of a notification about a transaction. */
  signatureKey: string;
  notification(
    eventType: string,
    transId: string,
    notificationId?: string,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const ok = { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] };

/** A local stand-in for the Authorize.net JSON API calls the adapter makes. */
export async function startAuthorizeNetStandIn(): Promise<AuthorizeNetStandIn> {
  const apiLoginId = "standin-login";
  const transactionKey = "standin-key";
  const tokens: AuthorizeNetStandIn["tokens"] = new Map();
  const transactions = new Map<string, StandInTransaction>();
  const refundCalls: AuthorizeNetStandIn["refundCalls"] = [];
  const signatureKey = randomBytes(64).toString("hex").toUpperCase();
  let nextTransId = 60_000_000_000;
  const newTransId = () => String(nextTransId++);
  const refundsOf = (transId: string) =>
    [...transactions.values()].filter(
      (transaction) =>
        transaction.transactionType === "refundTransaction" && transaction.refTransId === transId,
    );
  const refused = (errorCode: string, errorText: string) => ({
    transactionResponse: { responseCode: "3", errors: [{ errorCode, errorText }] },
    messages: {
      resultCode: "Error",
      message: [{ code: "E00027", text: "The transaction was unsuccessful." }],
    },
  });
  const cents = (dollars: number) => Math.round(dollars * 100);

  const server = createServer((request, response) => {
    void (async () => {
      const send = (body: unknown) => {
        response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        // Like the real gateway, the JSON starts with a byte order mark.
        response.end(`\uFEFF${JSON.stringify(body)}`);
      };
      const request_ = JSON.parse(await readBody(request)) as Record<string, Record<string, unknown>>;
      const [name, payload] = Object.entries(request_)[0] ?? ["", {}];
      const auth = payload.merchantAuthentication as { name?: string; transactionKey?: string } | undefined;
      if (auth?.name !== apiLoginId || auth.transactionKey !== transactionKey) {
        send({
          messages: {
            resultCode: "Error",
            message: [
              { code: "E00007", text: "User authentication failed due to invalid authentication values." },
            ],
          },
        });
        return;
      }
      if (name === "getHostedPaymentPageRequest") {
        const transaction = payload.transactionRequest as {
          amount: string;
          order: { invoiceNumber: string };
        };
        const settings = (
          payload.hostedPaymentSettings as { setting: { settingName: string; settingValue: string }[] }
        ).setting;
        const returnOptions = JSON.parse(
          settings.find((setting) => setting.settingName === "hostedPaymentReturnOptions")?.settingValue ??
            "{}",
        ) as Record<string, unknown>;
        const token = randomBytes(24).toString("base64url");
        tokens.set(token, {
          invoiceNumber: transaction.order.invoiceNumber,
          amount: transaction.amount,
          returnOptions,
        });
        send({ token, messages: ok });
        return;
      }
      if (name === "getTransactionDetailsRequest") {
        const transaction = transactions.get(String(payload.transId));
        if (!transaction) {
          send({
            messages: {
              resultCode: "Error",
              message: [{ code: "E00040", text: "The record cannot be found." }],
            },
          });
          return;
        }
        send({
          transaction: { ...transaction, order: { invoiceNumber: transaction.invoiceNumber } },
          messages: ok,
        });
        return;
      }
      if (name === "createTransactionRequest") {
        const request = payload.transactionRequest as {
          transactionType: string;
          amount?: string;
          refTransId: string;
          payment?: { creditCard?: { cardNumber: string }; bankAccount?: { accountNumber: string } };
          order?: { invoiceNumber?: string };
        };
        const original = transactions.get(request.refTransId);
        const call: AuthorizeNetStandIn["refundCalls"][number] = {
          type: request.transactionType,
          refTransId: request.refTransId,
          amount: request.amount,
          approved: false,
        };
        refundCalls.push(call);
        if (!original || original.transactionType !== "authCaptureTransaction") {
          send(refused("16", "The transaction cannot be found."));
          return;
        }
        if (request.transactionType === "voidTransaction") {
          if (original.transactionStatus !== "capturedPendingSettlement") {
            send(refused("16", "The transaction cannot be found or cannot be voided."));
            return;
          }
          original.transactionStatus = "voided";
          call.approved = true;
          call.transId = original.transId;
          send({ transactionResponse: { responseCode: "1", transId: original.transId }, messages: ok });
          return;
        }
        if (request.transactionType !== "refundTransaction") {
          send(refused("3", `Unexpected transaction type ${request.transactionType}`));
          return;
        }
        // The real gateway refunds only a settled transaction, to the card (last four digits) it was paid with.
        if (original.transactionStatus !== "settledSuccessfully") {
          send(refused("54", "The referenced transaction does not meet the criteria for issuing a credit."));
          return;
        }
        const last4 = (number: string | undefined) => (number ?? "").replace(/\D/g, "").slice(-4);
        const paidWith =
          original.payment.creditCard?.cardNumber ?? original.payment.bankAccount?.accountNumber;
        const named = request.payment?.creditCard?.cardNumber ?? request.payment?.bankAccount?.accountNumber;
        if (!named || last4(named) !== last4(paidWith)) {
          send(refused("6", "The credit card number is invalid."));
          return;
        }
        const amount = Number(request.amount);
        const already = refundsOf(original.transId).reduce(
          (sum, refund) => sum + cents(refund.settleAmount),
          0,
        );
        if (!(amount > 0) || already + cents(amount) > cents(original.settleAmount)) {
          send(
            refused(
              "55",
              "The sum of credits against the referenced transaction would exceed original debit amount.",
            ),
          );
          return;
        }
        const transId = newTransId();
        transactions.set(transId, {
          transId,
          transactionType: "refundTransaction",
          refTransId: original.transId,
          invoiceNumber: request.order?.invoiceNumber ?? "",
          transactionStatus: "refundPendingSettlement",
          settleAmount: amount,
          payment: original.payment,
        });
        call.approved = true;
        call.transId = transId;
        send({ transactionResponse: { responseCode: "1", transId }, messages: ok });
        return;
      }
      if (name === "getUnsettledTransactionListRequest") {
        send({
          transactions: [...transactions.values()].map(({ payment: _payment, ...summary }) => summary),
          messages: ok,
        });
        return;
      }
      send({
        messages: { resultCode: "Error", message: [{ code: "E00003", text: `Unknown request ${name}` }] },
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/xml/v1/request.api`,
    apiLoginId,
    transactionKey,
    tokens,
    pay(token, outcome) {
      const hosted = tokens.get(token);
      if (!hosted) throw new Error("unknown token");
      const transId = newTransId();
      transactions.set(transId, {
        transId,
        transactionType: "authCaptureTransaction",
        invoiceNumber: hosted.invoiceNumber,
        transactionStatus: outcome.status,
        settleAmount: Number(hosted.amount),
        payment: outcome.bankAccount
          ? {
              bankAccount: {
                accountNumber: `XXXX${outcome.bankAccount.slice(-4)}`,
                routingNumber: "XXXX0021",
              },
            }
          : {
              creditCard: {
                cardNumber: `XXXX${(outcome.card ?? "4111111111111111").slice(-4)}`,
                cardType: "Visa",
                expirationDate: "XXXX",
              },
            },
      });
      return transId;
    },
    settle(transId) {
      const transaction = transactions.get(transId);
      if (!transaction) throw new Error("unknown transaction");
      transaction.transactionStatus = "settledSuccessfully";
    },
    refundInAccount(transId, amount) {
      const original = transactions.get(transId);
      if (!original) throw new Error("unknown transaction");
      const refundId = newTransId();
      transactions.set(refundId, {
        transId: refundId,
        transactionType: "refundTransaction",
        refTransId: transId,
        invoiceNumber: "",
        transactionStatus: "refundPendingSettlement",
        settleAmount: amount,
        payment: original.payment,
      });
      return refundId;
    },
    voidInAccount(transId) {
      const transaction = transactions.get(transId);
      if (!transaction) throw new Error("unknown transaction");
      transaction.transactionStatus = "voided";
    },
    refundedOf(transId) {
      const refunds = refundsOf(transId);
      return {
        refunded: refunds.reduce((sum, refund) => sum + cents(refund.settleAmount), 0) / 100,
        refunds: refunds.length,
        voided: transactions.get(transId)?.transactionStatus === "voided",
      };
    },
    refundCalls,
    signatureKey,
    notification(eventType, transId, notificationId = randomBytes(16).toString("hex")) {
      const body = JSON.stringify({
        notificationId,
        eventType,
        eventDate: new Date().toISOString(),
        webhookId: "stand-in-webhook",
        payload: { responseCode: 1, entityName: "transaction", id: transId },
      });
      const signature = createHmac("sha512", signatureKey).update(body).digest("hex").toUpperCase();
      return {
        body,
        headers: { "content-type": "application/json", "x-anet-signature": `sha512=${signature}` },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
