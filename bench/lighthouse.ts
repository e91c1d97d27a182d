import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { someProductPath } from './bundle-size';

/** The same headless flags as the browser tests; nothing is fetched from outside this machine. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRow {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
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
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { categories, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${page}: ${runtimeError.code} ${runtimeError.message}`);
        rows.push({
          page,
          formFactor,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
        });
      }
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log('\nLighthouse (Chromium headless)');
  console.log(`  ${'page'.padEnd(50)}${'device'.padEnd(10)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}`);
  for (const r of rows) {
    console.log(`  ${r.page.padEnd(50)}${r.formFactor.padEnd(10)}${String(r.performance).padStart(12)}${String(r.accessibility).padStart(15)}`);
  }
  // issue 13 item 4: on a phone, performance at least 95 and accessibility 100 on every page.
  const mobile = rows.filter((r) => r.formFactor === 'mobile');
  const met = mobile.every((r) => r.performance >= 95 && r.accessibility === 100);
  console.log(`  target: mobile performance >= 95 and accessibility 100 on /, /products and a product page: ${met ? 'met' : 'NOT MET'}`);
  return rows;
}
