import { createLogger } from './logger';

/**
 * The demo bank account (README "Configuration"): what a developer's VietQR codes carry when no
 * SHOP_BANK_* is set. Money sent to it never reaches the shop, so production refuses it below.
 */
export const DEMO_BANK_ACCOUNT = {
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNo: '0011004455667',
  accountName: 'CONG TY TNHH TUI VIET',
} as const;

/** Every long-running process of the shop, by the name it logs under. */
export type ShopProcess = 'gateway' | 'identity' | 'catalog' | 'orders' | 'payments';

interface Requirement {
  variable: string;
  /** The processes that read it and so must have it. */
  processes: readonly ShopProcess[];
  /** What goes wrong with this value, or undefined when it is fine. */
  problem(value: string | undefined): string | undefined;
}

const unset = (value: string | undefined): boolean => value === undefined || value.trim() === '';
const required =
  (consequence: string) =>
  (value: string | undefined): string | undefined =>
    unset(value) ? `is not set: ${consequence}` : undefined;

const VERIFIERS: ShopProcess[] = ['gateway', 'identity', 'catalog', 'orders', 'payments'];
const MAILERS: ShopProcess[] = ['identity', 'orders', 'payments'];
/** The processes that seed demo data when SEED_DEMO_DATA=true (decision 0003). */
const SEEDERS: ShopProcess[] = ['identity', 'catalog', 'orders'];
/** The processes that write the shop's address into mails, sign-in redirects and the sitemap. */
const LINKERS: ShopProcess[] = ['gateway', 'identity', 'orders', 'payments'];

/** Host names that can never be the shop's public address: loopback, and names reserved for examples and tests (RFC 2606, 6761). */
const PLACEHOLDER_HOST = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$|\.(localhost|local|test|example|invalid)$|(^|\.)example\.(com|net|org)$/i;

/** What is wrong with PUBLIC_URL as the address customers are sent to, or undefined. */
function publicUrlProblem(value: string | undefined): string | undefined {
  if (unset(value)) return 'is not set: links in mails and sign-in redirects would point at http://localhost:8080';
  let url: URL;
  try {
    url = new URL(value!.trim());
  } catch {
    return `is not a URL (${value}): links in mails would be broken`;
  }
  if (url.protocol !== 'https:') return `is not https (${url.origin}): customers would be sent to an address without TLS`;
  if (PLACEHOLDER_HOST.test(url.hostname)) return `names ${url.hostname}, which no customer can reach`;
  return undefined;
}

/**
 * What production must be given rather than fall back to a developer's default (decision 0405).
 * The local defaults (keys made up in var/keys, mail written to var/mail, the demo bank account,
 * a webhook that refuses everything) keep `npm start` working with nothing set; in production
 * each of them fails quietly, in front of customers, so the process refuses to start instead.
 */
const REQUIREMENTS: readonly Requirement[] = [
  { variable: 'JWT_PUBLIC_KEY', processes: VERIFIERS, problem: required('no token could be verified (node scripts/generate-keys.mjs)') },
  { variable: 'JWT_PRIVATE_KEY', processes: ['identity'], problem: required('no token could be signed (node scripts/generate-keys.mjs)') },
  { variable: 'INTERNAL_SECRET', processes: ['gateway', 'identity'], problem: required('client addresses could not be signed (decision 0400)') },
  { variable: 'SMTP_URL', processes: MAILERS, problem: required('mail would be written to local files instead of sent') },
  { variable: 'SEPAY_WEBHOOK_API_KEY', processes: ['payments'], problem: required('every bank notification would be refused (decision 0701)') },
  { variable: 'SHOP_BANK_BIN', processes: ['payments'], problem: required(`VietQR codes would name the demo bank ${DEMO_BANK_ACCOUNT.bankBin}`) },
  { variable: 'SHOP_BANK_NAME', processes: ['payments'], problem: required(`the QR page would name the demo bank ${DEMO_BANK_ACCOUNT.bankName}`) },
  {
    variable: 'SHOP_BANK_ACCOUNT_NO',
    processes: ['payments'],
    problem: (value) =>
      unset(value)
        ? `is not set: VietQR codes would carry the demo account ${DEMO_BANK_ACCOUNT.accountNo}`
        : value!.trim() === DEMO_BANK_ACCOUNT.accountNo
          ? `is the demo account ${DEMO_BANK_ACCOUNT.accountNo}: transfers would never reach the shop`
          : undefined,
  },
  { variable: 'PUBLIC_URL', processes: LINKERS, problem: publicUrlProblem },
  {
    variable: 'SEED_DEMO_DATA',
    processes: SEEDERS,
    problem: (value) => (value?.trim() === 'true' ? 'is true: demo accounts with published passwords (admin123) and demo coupons would be created' : undefined),
  },
  {
    variable: 'SHOP_BANK_ACCOUNT_NAME',
    processes: ['payments'],
    problem: required(`VietQR codes would name the demo holder ${DEMO_BANK_ACCOUNT.accountName}`),
  },
];

/** Each unsafe setting of `process` in production, as "VARIABLE is …", in the table's order. */
export function productionProblems(process: ShopProcess, environment: NodeJS.ProcessEnv): string[] {
  return REQUIREMENTS.filter((r) => r.processes.includes(process)).flatMap((r) => {
    const problem = r.problem(environment[r.variable]);
    return problem ? [`${r.variable} ${problem}`] : [];
  });
}

/**
 * With NODE_ENV=production, ends the process (exit code 1) before it does anything when a setting
 * it needs is missing or still the demo one, with one log line naming each such variable. Called
 * first by every process's main; elsewhere it does nothing.
 */
export function refuseUnsafeProduction(name: ShopProcess): void {
  if (process.env.NODE_ENV !== 'production') return;
  const problems = productionProblems(name, process.env);
  if (problems.length === 0) return;
  const variables = problems.map((p) => p.slice(0, p.indexOf(' ')));
  // The logger writes synchronously (logger.ts), so the line is out before the exit.
  createLogger(name).fatal({ variables }, `refusing to start in production: ${problems.join('; ')}`);
  process.exit(1);
}
