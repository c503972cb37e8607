/**
 * Query, path, form and multipart fields arrive as text. Before validation (which never coerces) each field
 * the contract types as a number or boolean is converted here, strictly: decimal digits only (no `0x10`,
 * `1e3`, blanks or `Infinity`), `true`/`false` only, and a repeated field stays a list, so one meant as a
 * single value is refused by the schema rather than quietly reduced to its first item. Anything that does
 * not convert is left as text for the schema to refuse with a message.
 */

type TextKind = "integer" | "number" | "boolean" | "text";

interface FieldPlan {
  kind: TextKind;
  isList: boolean;
}

/** How each top-level field of an object schema is read from text. */
export type TextFieldPlan = ReadonlyMap<string, FieldPlan>;

interface SchemaNode {
  type?: string | string[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
}

const decimalInteger = /^-?[0-9]{1,20}$/;
const decimalNumber = /^-?[0-9]{1,20}(?:\.[0-9]{1,20})?$/;

function kindOf(schema: SchemaNode | undefined): TextKind {
  const types = [schema?.type ?? []].flat();
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  if (types.includes("boolean")) return "boolean";
  return "text";
}

/** The plan for an object schema's properties (route schemas come from the contract with $refs resolved). */
export function textFieldPlan(schema: unknown): TextFieldPlan {
  const plan = new Map<string, FieldPlan>();
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const isList = [property.type ?? []].flat().includes("array");
    plan.set(name, { kind: kindOf(isList ? property.items : property), isList });
  }
  return plan;
}

function convert(text: string, kind: TextKind): unknown {
  switch (kind) {
    case "integer":
      return decimalInteger.test(text) ? Number(text) : text;
    case "number":
      return decimalNumber.test(text) ? Number(text) : text;
    case "boolean":
      return text === "true" ? true : text === "false" ? false : text;
    default:
      return text;
  }
}

function convertValue(value: unknown, kind: TextKind): unknown {
  return typeof value === "string" ? convert(value, kind) : value;
}

/** A copy of the fields with the planned conversions applied; fields outside the plan are kept as they are. */
export function coerceTextInput(fields: unknown, plan: TextFieldPlan): unknown {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields) || plan.size === 0)
    return fields;
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = plan.get(name);
    if (!field) {
      result[name] = value;
    } else if (field.isList) {
      result[name] = (Array.isArray(value) ? value : [value]).map((item) => convertValue(item, field.kind));
    } else {
      result[name] = Array.isArray(value) ? value : convertValue(value, field.kind);
    }
  }
  return result;
}
