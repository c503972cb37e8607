/**
 * Payment provider codes. The spec names the providers only by kind: the card gateway
 * is the one behind the /authorize-net routes, the card payment provider the one behind
 * the /api/stripe routes.
 */
export const PaymentProvider = {
  Balance: 0,
  CardGateway: 1,
  MobileWalletFirst: 2,
  MobileWalletSecond: 3,
  OnlineWallet: 4,
  CardPayment: 5,
} as const;

/** One payment provider code. */
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/** Every payment provider code, ascending. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = Object.values(PaymentProvider);

/** Whether a value is one of the payment provider codes. */
export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return PAYMENT_PROVIDERS.includes(value as PaymentProvider);
}
