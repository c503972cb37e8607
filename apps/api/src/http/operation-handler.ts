import type { FastifyReply, FastifyRequest } from "fastify";
import type {
  AnswerOf,
  BodyOf,
  HeadersOf,
  OperationId,
  ParamsOf,
  QueryOf,
} from "../openapi/contract-types.js";

/** A route handler keyed by the contract's operationId. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The request of an operation as its handler receives it: params, query, body and headers validated by the contract. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Params: ParamsOf<Id>;
  Querystring: QueryOf<Id>;
  Body: BodyOf<Id>;
  Headers: HeadersOf<Id>;
}>;

/**
 * Handlers checked against the contract: each reads its operation's typed input and returns its success answer
 * (or the reply, when it sends bytes itself).
 */
export type TypedHandlers = {
  [Id in OperationId]?: (
    request: OperationRequest<Id>,
    reply: FastifyReply,
  ) => Promise<AnswerOf<Id> | FastifyReply>;
};

export type OperationHandlers = Record<string, OperationHandler>;
