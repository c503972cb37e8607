import type { FastifyReply, FastifyRequest } from "fastify";
import type { AnswerOf, OperationId } from "../openapi/contract-types.js";

/** A route handler keyed by the contract's operationId. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Handlers checked against the contract: each returns its operation's success answer
 * (or the reply, when it sends bytes itself).
 */
export type TypedHandlers = {
  [Id in OperationId]?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<AnswerOf<Id> | FastifyReply>;
};

export type OperationHandlers = Record<string, OperationHandler>;
