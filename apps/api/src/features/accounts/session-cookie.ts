import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Env } from "../../env.js";
import { sessionLifetimeSeconds } from "./session-service.js";

export const sessionCookieName = "token";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Secure everywhere except an API served over plain http on this machine (browsers would drop it there). */
export function isSecureCookieContext(publicApiUrl: string): boolean {
  const url = new URL(publicApiUrl);
  return !(url.protocol === "http:" && localHosts.has(url.hostname));
}

export function sessionCookieOptions(env: Env): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookieContext(env.publicApiUrl),
    ...(env.sessionCookieDomain ? { domain: env.sessionCookieDomain } : {}),
  };
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(sessionCookieName, token, { ...sessionCookieOptions(env), maxAge: sessionLifetimeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(sessionCookieName, sessionCookieOptions(env));
}
