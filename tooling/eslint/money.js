/**
 * Money rules live in @freight/domain: outside it, code passes `*Cents` values to domain functions
 * (sumCents, multiplyCents, calculateBookingTotal, ...) instead of doing arithmetic on them, so a rule
 * cannot be written a second time and drift. Tests may compute expected amounts.
 */
const arithmetic = "/^[-+*/%]$/";
const compoundAssignment = "/^[-+*/%]=$/";
const message =
  "Arithmetic over cents belongs in @freight/domain: call (or add) a domain function with a test named after the rule.";

export const centsArithmetic = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["src/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `BinaryExpression[operator=${arithmetic}] > Identifier[name=/Cents$/]`, message },
      { selector: `BinaryExpression[operator=${arithmetic}] > MemberExpression[property.name=/Cents$/]`, message },
      { selector: `AssignmentExpression[operator=${compoundAssignment}][left.name=/Cents$/]`, message },
      { selector: `AssignmentExpression[operator=${compoundAssignment}][left.property.name=/Cents$/]`, message },
    ],
  },
};
