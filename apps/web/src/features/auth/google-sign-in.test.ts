import { describe, expect, it } from "vitest";
import {
  decodeGoogleSignInStart,
  encodeGoogleSignInStart,
  googleAuthorizationUrl,
  googleCallbackUrl,
  idTokenNonce,
  readReferralCode,
} from "./google-sign-in";

function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256" })}.${part(claims)}.signature`;
}

describe("googleAuthorizationUrl", () => {
  it("asks Google for an ID token sent back to the callback, with our client id, state and nonce", () => {
    const url = new URL(
      googleAuthorizationUrl({
        clientId: "123.apps.googleusercontent.com",
        redirectUri: googleCallbackUrl("https://www.example.com"),
        state: "s1",
        nonce: "n1",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "123.apps.googleusercontent.com",
      redirect_uri: "https://www.example.com/auth/google/callback",
      response_type: "id_token",
      scope: "openid email profile",
      state: "s1",
      nonce: "n1",
      prompt: "select_account",
    });
  });
});

describe("the sign-in start cookie", () => {
  it("reads back what it wrote, and nothing else", () => {
    const start = {
      state: "s",
      nonce: "n",
      returnTo: "https://portal.example.com/orders",
      referralCode: undefined,
    };
    expect(decodeGoogleSignInStart(encodeGoogleSignInStart(start))).toEqual(start);
    const referred = { ...start, referralCode: "ANA-7Q2X" };
    expect(decodeGoogleSignInStart(encodeGoogleSignInStart(referred))).toEqual(referred);
    for (const bad of [undefined, "", "not base64 json", Buffer.from('{"state":1}').toString("base64url")]) {
      expect(decodeGoogleSignInStart(bad)).toBeUndefined();
    }
  });
});

describe("readReferralCode", () => {
  it("keeps a referral link's code and drops anything that cannot be one", () => {
    expect(readReferralCode(" ANA-7Q2X ")).toBe("ANA-7Q2X");
    for (const bad of [null, undefined, "", "a b", "<script>", "\u0000", "x".repeat(65)]) {
      expect(readReferralCode(bad)).toBeUndefined();
    }
  });
});

describe("idTokenNonce", () => {
  it("reads the nonce claim of an ID token, and nothing from a malformed one", () => {
    expect(idTokenNonce(unsignedToken({ nonce: "n1", sub: "1" }))).toBe("n1");
    expect(idTokenNonce(unsignedToken({ sub: "1" }))).toBeUndefined();
    expect(idTokenNonce("garbage")).toBeUndefined();
    expect(idTokenNonce("a.%%%.c")).toBeUndefined();
  });
});
