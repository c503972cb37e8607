import base from "@freight/eslint-config/base";

// Playwright's own output (the HTML report's bundled scripts, traces) is not our code.
export default [{ ignores: ["playwright-report/**", "test-results/**"] }, ...base];
