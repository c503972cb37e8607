import type { CookieSerializeOptions } from "@fastify/cookie";
import { isPlainLocalOrigin } from "@freight/domain/app/cookie";
import type { FastifyReply } from "fastify";
import type { Env } from "../env.js";
import { sessionLifetimeSeconds } from "./session-service.js";

export const sessionCookieName = "token";

/** Secure everywhere except an API served over plain http on this machine (browsers would drop it there). */
function isSecureCookieContext(publicApiUrl: string): boolean {
  return !isPlainLocalOrigin(publicApiUrl);
}

function sessionCookieOptions(env: Env): CookieSerializeOptions {
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
