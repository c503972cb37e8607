import type { FastifyRequest } from "fastify";
import { HttpError } from "./http-error.js";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function cookieToken(request: FastifyRequest): string | undefined {
  const token = request.cookies.token;
  return token ? token : undefined;
}

function requireSession(token: string | undefined): void {
  if (!token) throw new HttpError(401, "Sign in to use this call");
  // Sessions are issued by the accounts feature; until it lands no token can be verified.
  throw new HttpError(401, "Your session is not valid; please sign in again");
}

/**
 * The contract's security schemes. Optional security is written `[{}, {bearerAuth: []}, {cookieAuth: []}]`,
 * whose empty alternative lets anonymous callers through before these run.
 */
export const securityHandlers = {
  bearerAuth: async (request: FastifyRequest) => requireSession(bearerToken(request)),
  cookieAuth: async (request: FastifyRequest) => requireSession(cookieToken(request)),
};
