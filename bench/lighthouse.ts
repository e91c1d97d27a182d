import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '@shop/testing';
import { someProductPath } from './bundle-size';

export interface LighthouseRow {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  /** First and largest contentful paint, speed index, total blocking time (ms), layout shift. */
  fcpMs: number;
  lcpMs: number;
  siMs: number;
  tbtMs: number;
  cls: number;
  /** What the largest paint was, and where its time went (Lighthouse's LCP breakdown). */
  lcpElement: string;
  lcpPhases: string;
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

const ms = (audits: Audits, id: string) => Math.round(audits[id]?.numericValue ?? 0);

type Item = Record<string, unknown>;
const describeNode = (node: Item | undefined) => (node?.selector ? `${String(node.selector)} (${String(node.nodeLabel ?? '').slice(0, 40)})` : undefined);

/**
 * The LCP element's selector and its phases (TTFB, load delay, load time, render delay): from the
 * classic audit when it found the element, else from the LCP breakdown insight (observed phases),
 * which Lighthouse 12 fills when the trace has no element for the classic one.
 */
function lcpDetails(audits: Audits): { element: string; phases: string } {
  // largest-contentful-paint-element: a list of the node table, then the phase table.
  const classic = audits['largest-contentful-paint-element']?.details as { items?: { items?: Item[] }[] } | undefined;
  const [nodes, phases] = classic?.items ?? [];
  const element = describeNode(nodes?.items?.[0]?.node as Item | undefined);
  if (element) return { element, phases: (phases?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`).join(', ') };
  // lcp-breakdown-insight: a list of the subparts table, then the node.
  const insight = audits['lcp-breakdown-insight']?.details as { items?: (Item & { items?: Item[] })[] } | undefined;
  const [subparts, node] = insight?.items ?? [];
  return {
    element: describeNode(node) ?? 'not reported',
    phases: (subparts?.items ?? []).map((p) => `${String(p.subpart)} ${Math.round(Number(p.duration))}`).join(', ') || 'not reported',
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse performance and accessibility scores of `/`, `/products` and a product page, on
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), for a phone (Lighthouse's default
 * emulation and simulated throttling) and a desktop.
 */
export async function runLighthouse(baseUrl: string): Promise<LighthouseRow[]> {
  // Both packages are ES modules; this project compiles to CommonJS, so they load with import().
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const pages = ['/', '/products', await someProductPath(baseUrl)];
  // LIGHTHOUSE_REPORT_DIR: every run's full report is written there too (to read its audits).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: HEADLESS_CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const rows: LighthouseRow[] = [];
  try {
    // LIGHTHOUSE_FORM_FACTORS=mobile: the phone runs only (quicker, while working on them).
    // LIGHTHOUSE_THROTTLING=devtools: the page really loaded at the phone's speed (slower, noisier)
    // instead of simulated from an unthrottled load (decision 0904 on why both are worth a look).
    const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? ('devtools' as const) : ('simulate' as const);
    const formFactors = (['mobile', 'desktop'] as const).filter((f) => (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').includes(f));
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], throttlingMethod },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { categories, runtimeError, audits } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${page}: ${runtimeError.code} ${runtimeError.message}`);
        if (reportDir) writeFileSync(path.join(reportDir, `${formFactor}${page.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(result.lhr));
        const lcp = lcpDetails(audits as Audits);
        rows.push({
          page,
          formFactor,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          fcpMs: ms(audits as Audits, 'first-contentful-paint'),
          lcpMs: ms(audits as Audits, 'largest-contentful-paint'),
          siMs: ms(audits as Audits, 'speed-index'),
          tbtMs: ms(audits as Audits, 'total-blocking-time'),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          lcpElement: lcp.element,
          lcpPhases: lcp.phases,
        });
      }
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  // The figures depend on how busy the machine is (simulated throttling multiplies real CPU time).
  console.log(
    `\nLighthouse (Chromium headless, ${process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  ${'page'.padEnd(50)}${'device'.padEnd(10)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}` +
      `${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'SI ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.page.padEnd(50)}${r.formFactor.padEnd(10)}${String(r.performance).padStart(12)}${String(r.accessibility).padStart(15)}` +
        `${String(r.fcpMs).padStart(8)}${String(r.lcpMs).padStart(8)}${String(r.siMs).padStart(8)}${String(r.tbtMs).padStart(8)}${String(r.cls).padStart(7)}`,
    );
  }
  console.log('  largest contentful paint (ms per phase):');
  for (const r of rows) console.log(`    ${r.formFactor} ${r.page}: ${r.lcpElement}: ${r.lcpPhases}`);
  // The target: on a phone, performance at least 95 and accessibility 100 on every page.
  const mobile = rows.filter((r) => r.formFactor === 'mobile');
  const met = mobile.every((r) => r.performance >= 95 && r.accessibility === 100);
  console.log(`  target: mobile performance >= 95 and accessibility 100 on /, /products and a product page: ${met ? 'met' : 'NOT MET'}`);
  return rows;
}
