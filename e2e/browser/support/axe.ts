import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core run in the page as it stands, for the back office's accessibility journey. The script is
// evaluated through the DevTools protocol rather than added as a <script>, so the shop's Content
// Security Policy (which allows no inline script) stays as it is for the page under test.

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the journey: what keeps someone from using the page (product: zero in the back office). */
const BLOCKING = new Set(['serious', 'critical']);

export interface Violation {
  rule: string;
  impact: string;
  /** The page state the violation was found on, e.g. "Đơn hàng, chọn hai đơn (390px, seller)". */
  where: string;
  targets: string[];
  summary: string;
}

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] }[];
}

/** Runs axe on the whole document and returns its serious and critical violations, each named by `where`. */
export async function seriousViolations(page: Page, where: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (results as AxeResult[])
    .filter((v) => v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      where,
      targets: v.nodes.map((n) => `${n.target.map(String).join(' ')}${colours(n.any[0]?.data)}`),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
    }));
}

/** A contrast failure's colours, which say at once which theme token is to blame. */
const colours = (data: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined): string =>
  data?.fgColor && data.bgColor ? ` [${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1]` : '';

/** One line per violation and page state, with up to six of its elements: what a failure message says. */
export function describeViolations(found: Violation[]): string {
  const counts = new Map<string, number>();
  for (const v of found) counts.set(v.rule, (counts.get(v.rule) ?? 0) + v.targets.length);
  const byRule = [...counts].map(([rule, n]) => `${rule}: ${n}`).join(', ');
  const lines = found.map((v) => `- ${v.rule} (${v.impact}) on ${v.where}: ${v.targets.length} node(s) ${v.targets.slice(0, 6).join(' | ')} (${v.summary})`);
  return `${found.length} violation(s) by page state; nodes by rule: ${byRule}\n${lines.join('\n')}`;
}
