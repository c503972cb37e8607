import { badGateway, HttpError } from "../http/http-error.js";
import { RefundRefusedError, type AuthorizeNetRefund } from "./gateways/authorize-net-gateway.js";
import { GatewayError } from "./gateways/payment-gateway.js";
import type { PaymentsContext } from "./payment-service.js";
import type { PaymentRow } from "./payment-views.js";

/**
 * Gives `cents` of an Authorize.net payment back through its API (a refund of the settled transaction, or a void of
 * an unsettled one given back whole). Called last inside the transaction that holds the payment locked and records
 * the refund, so a refusal leaves nothing written and parallel refunds reach the gateway one after the other.
 * A refund the gateway cannot make is a 409 in words; a gateway that fails is a 502.
 */
export async function refundThroughAuthorizeNet(
  ctx: Pick<PaymentsContext, "gateways">,
  payment: PaymentRow,
  cents: number,
  refundKey: string,
): Promise<AuthorizeNetRefund> {
  const anet = ctx.gateways.authorizeNet;
  if (!anet) throw new HttpError(409, "The card gateway (Authorize.net) is not configured on this server");
  if (!payment.gatewayPaymentId) {
    throw new HttpError(409, `Payment ${payment.id} has no Authorize.net transaction to refund`);
  }
  try {
    return await anet.gateway.refund({
      transactionId: payment.gatewayPaymentId,
      amountCents: cents,
      refundKey,
    });
  } catch (error) {
    if (error instanceof RefundRefusedError) throw new HttpError(409, error.message);
    if (error instanceof GatewayError)
      throw badGateway(`The card gateway refused the refund: ${error.message}`);
    throw error;
  }
}
