/** The browser tests' accessibility check: axe-core on the page as it is now, against WCAG 2.2 AA. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rule sets every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious or critical findings on the page (`<label> <rule>: <elements>`, without a label when none is
 * given), after checking that axe really ran (a page passes dozens of checks).
 */
export async function seriousProblems(page: Page, label?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label ? `${label} ` : ''}${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
