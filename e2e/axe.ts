import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 A and AA: the rules axe checks in the browser tests. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own words on the first element (for color-contrast: the colours and the ratio) */
  detail: string;
}

/** Runs axe on the page as it is now; returns every violation, blocking or not. */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((node) => node.target.map(String).join(' ')),
    detail: [...(v.nodes[0]?.any ?? []), ...(v.nodes[0]?.all ?? [])]
      .map((check) => check.message)
      .filter(Boolean)
      .join('; '),
  }));
}

/**
 * Fails with a readable list (rule, impact, help, the first 3 elements) when axe finds any
 * serious or critical WCAG 2.x A/AA violation on the page as it is now. `label` names the page
 * or state in the message.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const blocking = (await a11yViolations(page)).filter((v) => BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const more = v.targets.length > 3 ? ` (+${v.targets.length - 3} more)` : '';
    const detail = v.detail ? `\n      (${v.detail})` : '';
    return `  - ${v.id} [${v.impact}] ${v.help}${detail}\n      ${v.targets.slice(0, 3).join('\n      ')}${more}`;
  });
  throw new Error(
    `axe: ${blocking.length} serious or critical accessibility violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
  );
}
