import type { components, operations } from "@freight/api-client/types";

/** Schemas of the contract, as generated into @freight/api-client. */
export type Schemas = components["schemas"];

export type OperationId = keyof operations;

/** The query string of an operation, after validation and defaults from the contract. */
export type QueryOf<Id extends OperationId> = NonNullable<operations[Id]["parameters"]["query"]>;

/** The JSON body of an operation. */
export type BodyOf<Id extends OperationId> = operations[Id]["requestBody"] extends
  { content: { "application/json": infer Body } } | undefined
  ? Body
  : never;

type SuccessResponses<Id extends OperationId> = operations[Id]["responses"][(200 | 201) &
  keyof operations[Id]["responses"]];

/** The JSON answer of an operation's success response. */
export type AnswerOf<Id extends OperationId> =
  SuccessResponses<Id> extends { content: { "application/json": infer Answer } } ? Answer : never;
