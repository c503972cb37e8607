import type { components } from "@freight/api-client/types";

/**
 * The operation helpers are defined once, next to the generated contract types, and shared with the apps and
 * other teams: the API reads its handlers' input and answers with the same types the clients send and read.
 */
export type { AnswerOf, BodyOf, HeadersOf, OperationId, ParamsOf, QueryOf } from "@freight/api-client/types";

/** Schemas of the contract, as generated into @freight/api-client. */
export type Schemas = components["schemas"];
