/**
 * The machine's Chromium (Debian's package) as the browser tests and the benchmarks run it:
 * headless, and fetching nothing from outside this machine (no updates, sync or QUIC probes).
 */
export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
