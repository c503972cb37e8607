import type { FastifyReply, FastifyRequest } from "fastify";
import type { TypedHandlers } from "../http/operation-handler.js";
import type { AccountsContext, CallerInfo } from "./accounts-context.js";
import {
  changeEmail,
  changePassword,
  changePhone,
  confirmEmail,
  requestEmailChange,
  requestPhoneChange,
  sendEmailConfirmation,
} from "./account-settings.js";
import { readAvatar, uploadAvatar } from "./avatar-upload.js";
import { requireUser } from "../http/caller.js";
import { listUserMessages, setMessageRead } from "../notifications/messages.js";
import { loadProfile, updateProfile } from "./profile.js";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.js";
import { revokeSession, type IssuedSession } from "./session-service.js";
import { requestLoginCode, restorePassword, signInWithCode, signInWithPassword } from "./sign-in.js";
import {
  checkSignUp,
  registerProfile,
  sendSignUpPhoneCode,
  signUp,
  verifySignUpPhoneCode,
} from "./sign-up.js";
import { signInWithSocialToken } from "./social/social-sign-in.js";

function caller(request: FastifyRequest): CallerInfo {
  const userAgent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof userAgent === "string" ? userAgent : "" };
}

/** Sets the cookie and answers the token: the apps' server side reads the body, browsers keep the cookie. */
function signedIn(reply: FastifyReply, ctx: AccountsContext, session: IssuedSession) {
  setSessionCookie(reply, ctx.env, session.token);
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export function accountsHandlers(ctx: AccountsContext): TypedHandlers {
  return {
    login: async (request, reply) => {
      const result = await signInWithPassword(ctx, caller(request), request.body);
      if (result.twoStepAuth) return { twoStepAuth: true };
      return { twoStepAuth: false, ...signedIn(reply, ctx, result) };
    },
    exchangeSocialToken: async (request, reply) => {
      const body = request.body;
      const result = await signInWithSocialToken(ctx, caller(request), body);
      if (result.twoStepAuth) return { twoStepAuth: true };
      return { twoStepAuth: false, ...signedIn(reply, ctx, result) };
    },
    logout: async (request, reply) => {
      if (request.auth) await revokeSession(ctx.db, request.auth.sessionId);
      clearSessionCookie(reply, ctx.env);
      return reply.code(204).send();
    },
    requestLoginCode: async (request, reply) =>
      reply.code(202).send(await requestLoginCode(ctx, caller(request), request.body.email)),
    verifyLoginCode: async (request, reply) => {
      const { email, code } = request.body;
      return signedIn(reply, ctx, await signInWithCode(ctx, caller(request), email, code));
    },
    setNewPassword: async (request, reply) => {
      const result = await restorePassword(ctx, caller(request), request.body);
      if (result.status === "phoneCodeSent") {
        return reply
          .code(202)
          .send({ phoneCodeRequired: true, sentTo: result.sentTo, expiresAt: result.expiresAt });
      }
      return signedIn(reply, ctx, result);
    },
    checkSignUp: async (request) => checkSignUp(ctx, caller(request), request.body),
    sendSignUpPhoneCode: async (request, reply) =>
      reply.code(202).send(await sendSignUpPhoneCode(ctx, caller(request), request.body.phoneNumber)),
    verifySignUpPhoneCode: async (request) => {
      const { phoneNumber, code } = request.body;
      await verifySignUpPhoneCode(ctx, phoneNumber, code);
      return { verified: true as const };
    },
    signUp: async (request, reply) => {
      const session = await signUp(ctx, caller(request), request.body);
      reply.code(201);
      return signedIn(reply, ctx, session);
    },
    registerProfile: async (request) => registerProfile(ctx, requireUser(request).userId, request.body),
    changePassword: async (request, reply) => {
      await changePassword(ctx, caller(request), requireUser(request), request.body);
      return reply.code(204).send();
    },
    sendEmailConfirmation: async (request, reply) =>
      reply.code(202).send(await sendEmailConfirmation(ctx, caller(request), requireUser(request))),
    confirmEmail: async (request) => {
      await confirmEmail(ctx, requireUser(request), request.body.code);
      return { verified: true as const };
    },
    requestEmailChange: async (request, reply) =>
      reply
        .code(202)
        .send(await requestEmailChange(ctx, caller(request), requireUser(request), request.body.newEmail)),
    changeEmail: async (request) => changeEmail(ctx, requireUser(request), request.body),
    requestPhoneChange: async (request, reply) =>
      reply
        .code(202)
        .send(await requestPhoneChange(ctx, caller(request), requireUser(request), request.body.phoneNumber)),
    changePhone: async (request) => changePhone(ctx, requireUser(request), request.body),
    uploadAvatar: async (request) => {
      const { userId } = requireUser(request);
      await uploadAvatar(ctx, request, userId);
      return loadProfile(ctx, userId);
    },
    getAvatar: async (request, reply) => {
      const { name } = request.params;
      const avatar = await readAvatar(ctx.avatarStorage, name);
      return (
        reply
          .type(avatar.type)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'")
          // A new upload gets a new name, so a name's bytes never change.
          .header("cache-control", "public, max-age=31536000, immutable")
          .send(avatar.bytes)
      );
    },
    getProfile: async (request) => {
      const auth = requireUser(request);
      return loadProfile(ctx, auth.personId, auth.company);
    },
    updateProfile: async (request) => updateProfile(ctx, requireUser(request).userId, request.body),
    listMessages: async (request) => listUserMessages(ctx.db, requireUser(request).userId),
    checkNewMessages: async (request) => listUserMessages(ctx.db, requireUser(request).userId),
    updateMessage: async (request) => {
      const { id, isRead } = request.body;
      return setMessageRead(ctx.db, requireUser(request).userId, id, isRead);
    },
  };
}
