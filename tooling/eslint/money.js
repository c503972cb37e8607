/**
 * Money rules live in @freight/domain: outside it, code passes money to domain functions (sumCents, multiplyCents,
 * differenceCents, calculateBookingTotal, ...) instead of doing arithmetic on it, so a rule cannot be written a
 * second time and drift. Money is recognised by its name: a name ending in `Cents`, or a money field of the
 * contract (`order.total`, `amount`, `price`, ...), read from packages/api-client/openapi.yaml when the lint
 * configuration loads. Tests may compute expected amounts.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

const contractPath = new URL("../../packages/api-client/openapi.yaml", import.meta.url);

/**
 * The property and parameter names the contract gives money: every integer whose schema is (or refers to, or
 * combines) one described as "US cents…" — `Cents`, `PriceListCents` and the inline amounts — or is marked
 * `x-money: true`.
 */
export function contractMoneyFields(contractText = readFileSync(contractPath, "utf8")) {
  const contract = parse(contractText);
  const schemas = contract?.components?.schemas ?? {};
  const isMoney = (schema, seen = new Set()) => {
    if (schema === null || typeof schema !== "object") return false;
    if (schema["x-money"] === true) return true;
    if (typeof schema.$ref === "string") {
      const name = schema.$ref.split("/").pop();
      if (seen.has(name)) return false;
      seen.add(name);
      return isMoney(schemas[name], seen);
    }
    const types = [schema.type ?? []].flat();
    if (types.includes("integer") && /^US cents\b/.test(String(schema.description ?? ""))) return true;
    return ["allOf", "oneOf", "anyOf"].some((key) => Array.isArray(schema[key]) && schema[key].some((part) => isMoney(part, seen)));
  };
  const names = new Set();
  const visit = (node) => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.properties !== null && typeof node.properties === "object") {
      for (const [name, schema] of Object.entries(node.properties)) if (isMoney(schema)) names.add(name);
    }
    if (typeof node.name === "string" && typeof node.in === "string" && isMoney(node.schema)) names.add(node.name);
    Object.values(node).forEach(visit);
  };
  visit(contract);
  return [...names].sort();
}

const fields = contractMoneyFields();
if (fields.length === 0) throw new Error(`No money fields found in ${contractPath.pathname}: the money lint would see nothing`);
const moneyName = `/(Cents$|^(${fields.join("|")})$)/`;
const arithmetic = "/^[-+*/%]$/";
const compoundAssignment = "/^[-+*/%]=$/";
const message =
  "Arithmetic on money (a *Cents name or a money field of the contract) belongs in @freight/domain: call (or add) a domain function with a test named after the rule.";

export const centsArithmetic = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["src/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `BinaryExpression[operator=${arithmetic}] > Identifier[name=${moneyName}]`, message },
      { selector: `BinaryExpression[operator=${arithmetic}] > MemberExpression[property.name=${moneyName}]`, message },
      {
        selector: `BinaryExpression[operator=${arithmetic}] > ChainExpression > MemberExpression[property.name=${moneyName}]`,
        message,
      },
      { selector: `AssignmentExpression[operator=${compoundAssignment}][left.name=${moneyName}]`, message },
      { selector: `AssignmentExpression[operator=${compoundAssignment}][left.property.name=${moneyName}]`, message },
    ],
  },
};
