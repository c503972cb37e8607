import { Ajv, type Options } from "ajv";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS with a default export; under NodeNext its default is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The Ajv options every request is validated with: Fastify's route validation (`ajv.customOptions`, on top of
 * its defaults: useDefaults, removeAdditional, ajv-formats) and JSON inside multipart parts.
 *
 * - No type coercion: a JSON body's `"amount": "0x10000"` is a string, not 65536. Fields that arrive as text
 *   (query, path, form and multipart fields) are converted beforehand by `coerceTextInput`, strictly.
 * - `strictNumbers`: NaN and Infinity (`1e309` in JSON) are not numbers.
 * - `strict: false`: OpenAPI annotations (`example`, `contentMediaType`, ...) are not keywords Ajv knows.
 * - `removeAdditional: false`: a field the contract does not declare (`additionalProperties: false` on every
 *   request object) is a 400 naming it, never dropped in silence: a client that sends `price` learns that the
 *   API does not take it instead of believing it was used. Unknown query parameters: request-input.ts.
 */
export const requestAjvOptions = {
  strict: false,
  strictNumbers: true,
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
} satisfies Options;

/** A stand-alone Ajv with the request options and formats, for JSON that travels inside a multipart part. */
export function createRequestAjv(): Ajv {
  const ajv = new Ajv(requestAjvOptions);
  addFormats(ajv);
  return ajv;
}
