import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FastifyInstance } from "fastify";

// ajv-formats is CommonJS with a default export; under NodeNext its default is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The one Ajv setup every request is validated with (route validation and JSON inside multipart parts).
 *
 * - No type coercion: a JSON body's `"amount": "0x10000"` is a string, not 65536. Parameters that arrive as text
 *   (query, path, form and multipart fields) are converted beforehand by `coerceTextInput`, strictly.
 * - `strictNumbers`: NaN and Infinity (`1e309` in JSON) are not numbers.
 * - Defaults and removal of undeclared fields as Fastify does by default; `strict: false` because OpenAPI
 *   annotations (`example`, `contentMediaType`, ...) are not keywords Ajv knows.
 */
export function createRequestAjv(): Ajv {
  const ajv = new Ajv({
    strict: false,
    strictNumbers: true,
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    // Route schemas may share an $id (fastify-openapi-glue names them all alike); never register them.
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Validates every route's params, query, headers and bodies with `createRequestAjv`. */
export function registerRequestValidation(app: FastifyInstance): void {
  const ajv = createRequestAjv();
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema) as ValidateFunction);
}
