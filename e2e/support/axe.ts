import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules axe-core checks. */
const WCAG_22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Every axe-core violation of the page under the WCAG 2.2 A and AA rules, whatever its impact (a minor one is
 * still a barrier to someone), as readable lines naming the rule, its impact and up to five elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A form sent by script (ScriptForm) keeps its controls in a disabled fieldset until the page is hydrated. WCAG
  // exempts inactive controls from contrast, but axe only knows a control is inactive from its own `disabled`, and
  // would measure the faded submit button of a form still waiting for its script.
  await page.waitForFunction(() => document.querySelector("form > fieldset[disabled]") === null);
  // Not `resultTypes: ["violations"]`: it is faster, but page-level rules such as landmark-unique then judge from
  // truncated results and report landmarks that are unique.
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
}
