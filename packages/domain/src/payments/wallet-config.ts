/** Card networks the mobile wallet accepts. */
export const WALLET_CARD_NETWORKS = ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "JCB"] as const;

/** Card authentication methods the mobile wallet accepts. */
export const WALLET_AUTH_METHODS = ["PAN_ONLY", "CRYPTOGRAM_3DS"] as const;

/** Wallet API version 2.0. */
export const WALLET_API_VERSION = { major: 2, minor: 0 } as const;

/** The card gateway account the wallet tokenizes payments for (values come from the app's config). */
export interface WalletGateway {
  gateway: string;
  gatewayMerchantId: string;
}

/** The wallet's payment data request without the transaction part. */
export interface WalletPaymentConfig {
  apiVersion: number;
  apiVersionMinor: number;
  allowedPaymentMethods: {
    type: "CARD";
    parameters: {
      allowedAuthMethods: (typeof WALLET_AUTH_METHODS)[number][];
      allowedCardNetworks: (typeof WALLET_CARD_NETWORKS)[number][];
    };
    tokenizationSpecification: {
      type: "PAYMENT_GATEWAY";
      parameters: WalletGateway;
    };
  }[];
}

/** Builds the wallet configuration for the given card gateway. */
export function walletPaymentConfig(gateway: WalletGateway): WalletPaymentConfig {
  return {
    apiVersion: WALLET_API_VERSION.major,
    apiVersionMinor: WALLET_API_VERSION.minor,
    allowedPaymentMethods: [
      {
        type: "CARD",
        parameters: {
          allowedAuthMethods: [...WALLET_AUTH_METHODS],
          allowedCardNetworks: [...WALLET_CARD_NETWORKS],
        },
        tokenizationSpecification: {
          type: "PAYMENT_GATEWAY",
          parameters: { gateway: gateway.gateway, gatewayMerchantId: gateway.gatewayMerchantId },
        },
      },
    ],
  };
}
