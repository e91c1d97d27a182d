import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

// axe-core run inside the page as it stands (decision 0920): the WCAG 2.1 A/AA rules and axe's
// best practices, every violation of impact serious or critical counted.

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const COUNTED: ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  page: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * The serious and critical violations of the page as it is now, one per element and rule,
 * each named by `label` (the page and its state). Animations are off in the visitors'
 * profiles (reduced motion), so what axe reads is what a person sees.
 */
export async function axeViolations(page: Page, label: string): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  const found = results.violations
    .filter((v) => v.impact && COUNTED.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        page: label,
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240),
      })),
    );
  return [...found, ...(await placeholderViolations(page, label))];
}

/** What `installContrast` puts on the page's window. */
interface ContrastWindow {
  shopContrast(color: string, el: Element): number;
}

/**
 * Puts `shopContrast(color, el)` on the page: the WCAG contrast ratio (relative luminance, as axe
 * computes it) of a text colour drawn on `el`, over `el`'s background composed with its ancestors'
 * down to the white page. Passed to `page.evaluate` as source, so it refers to nothing outside.
 */
function installContrast(): void {
  const rgba = (css: string): number[] => {
    const probe = document.createElement('canvas').getContext('2d');
    if (!probe) return [0, 0, 0, 1];
    probe.fillStyle = '#000';
    probe.fillStyle = css;
    const value = probe.fillStyle;
    if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1);
    const [r, g, b, a] = value
      .replace(/[^\d.,]/g, '')
      .split(',')
      .map(Number);
    return [r, g, b, a ?? 1];
  };
  const over = (top: number[], under: number[]) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
  const background = (el: Element | null): number[] => {
    if (!el) return [255, 255, 255];
    const own = rgba(getComputedStyle(el).backgroundColor);
    return own[3] === 1 ? own.slice(0, 3) : over(own, background(el.parentElement));
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  (window as unknown as ContrastWindow).shopContrast = (color, el) => {
    const back = background(el);
    const [hi, lo] = [luminance(over(rgba(color), back)), luminance(back)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  };
}

async function withContrast(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'shopContrast' in window))) await page.evaluate(installContrast);
}

/**
 * axe leaves placeholders out of its contrast rule; a grey hint is read all the same, so it is held
 * to the same 4.5:1 (WCAG 1.4.3) against the field's own background: every visible empty field with
 * a placeholder, reported as the rule `placeholder-contrast`.
 */
async function placeholderViolations(page: Page, label: string): Promise<AxeViolation[]> {
  await withContrast(page);
  const faint = await page.evaluate(() => {
    const { shopContrast } = window as unknown as ContrastWindow;
    const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'));
    return fields.flatMap((field) => {
      if (field.value !== '' || !field.checkVisibility() || field.placeholder === '') return [];
      const ratio = shopContrast(getComputedStyle(field, '::placeholder').color, field);
      const name = field.id ? `#${field.id}` : `${field.tagName.toLowerCase()}[placeholder="${field.placeholder}"]`;
      return ratio < 4.5 ? [{ target: name, summary: `placeholder '${field.placeholder}' at ${ratio.toFixed(2)}:1, below 4.5:1` }] : [];
    });
  });
  return faint.map((f) => ({ page: label, rule: 'placeholder-contrast', impact: 'serious', ...f }));
}

/**
 * axe leaves disabled controls out of its contrast rule (WCAG exempts them), but a shopper reads a
 * disabled button too, and the shop holds every state to 4.5:1 (decision 0921). The controls'
 * text below 4.5:1 on their own background, in whatever state they are now, as the rule
 * `control-contrast`.
 */
export async function faintControls(page: Page, controls: Locator, label: string): Promise<AxeViolation[]> {
  await withContrast(page);
  const measured = await controls.evaluateAll((elements) =>
    elements.map((el) => ({
      name: `${el.tagName.toLowerCase()} '${el.textContent?.trim() ?? ''}'${(el as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
      color: getComputedStyle(el).color,
      ratio: (window as unknown as ContrastWindow).shopContrast(getComputedStyle(el).color, el),
    })),
  );
  assert.ok(measured.length > 0, `${label}: no control to measure`);
  return measured
    .filter((m) => m.ratio < 4.5)
    .map((m) => ({ page: label, rule: 'control-contrast', impact: 'serious', target: m.name, summary: `${m.color} at ${m.ratio.toFixed(2)}:1, below 4.5:1` }));
}

/** Every violation on its own line: page, rule, impact, element and what axe says is wrong. */
export const describeViolations = (violations: AxeViolation[]): string =>
  violations.map((v) => `[${v.page}] ${v.rule} (${v.impact}) at ${v.target}: ${v.summary}`).join('\n');

/** How many violations of each rule: for the failure message's first line. */
export function countByRule(violations: AxeViolation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of violations) counts[v.rule] = (counts[v.rule] ?? 0) + 1;
  return counts;
}

/** Fails with every violation (page, rule, element) when there is any, counted by rule first. */
export function assertNone(found: AxeViolation[]): void {
  assert.equal(found.length, 0, `${found.length} serious or critical axe violations ${JSON.stringify(countByRule(found))}:\n${describeViolations(found)}`);
}
