import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { SocialIdentity, SocialProvider } from "./social-provider.js";

export interface OidcProviderOptions {
  /** Accepted `iss` values. */
  issuers: string[];
  /** Our OAuth client id: the token's `aud` must be it. */
  clientId: string;
  /** The provider's signing keys. */
  keys: JWTVerifyGetKey;
}

/**
 * OpenID Connect ID-token sign-in: the browser signs in at the provider (e.g. Google Identity Services)
 * and hands us the ID token; jose checks its signature against the provider's published keys, the
 * issuer, our client id as audience, and the expiry.
 */
export function createOidcProvider({ issuers, clientId, keys }: OidcProviderOptions): SocialProvider {
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, { issuer: issuers, audience: clientId });
      const claims = payload as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      if (!payload.sub) throw new Error("The token names no subject");
      const identity: SocialIdentity = {
        subject: payload.sub,
        email: text(claims.email).toLowerCase(),
        isEmailVerified: claims.email_verified === true || claims.email_verified === "true",
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
      };
      return identity;
    },
  };
}

const googleKeysUrl = new URL("https://www.googleapis.com/oauth2/v3/certs");

/** Google sign-in with the OAuth client id from GOOGLE_CLIENT_ID. */
export function createGoogleProvider(clientId: string): SocialProvider {
  return createOidcProvider({
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    clientId,
    keys: createRemoteJWKSet(googleKeysUrl),
  });
}
