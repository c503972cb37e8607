import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface StandInTransaction {
  transId: string;
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
      const transId = String(60_000_000_000 + transactions.size);
      transactions.set(transId, {
        transId,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
