// Checks the monitoring in k8s/monitoring/ (README "How to test"):
//   1. the PrometheusRule's spec is a valid rule file (`promtool check rules`) and its alerts pass
//      their unit tests (`promtool test rules k8s/monitoring/tests/*.yaml`, which read the spec as
//      rules.yaml), and every alert has a test where it fires and one where it stays silent;
//   2. every alert has a severity, a summary, a description and a runbook_url naming a heading of
//      docs/operations.md;
//   3. every metric the rules and the dashboard query is in k8s/monitoring/metrics.json, with only
//      the labels (and listed label values) it has there;
//   4. k8s/kustomization.yaml includes the component, every Deployment in k8s/ declares the port
//      the PodMonitor scrapes, and the NetworkPolicy opens that port alone to the monitoring
//      namespace alone.
//
//   node scripts/check-monitoring.mjs [root]   exit 0 with a summary, 1 with the problems
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const YAML = createRequire(import.meta.url)('yaml');
const PROMTOOL = process.env.PROMTOOL ?? 'promtool';
const SEVERITIES = ['critical', 'warning'];
const KEYWORDS = new Set(['and', 'or', 'unless', 'offset', 'bool', 'atan2', 'inf', 'nan', 'group_left', 'group_right']);
const GROUPING = /\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g;
const HISTOGRAM_SERIES = /_(bucket|sum|count)$/;

/** What one PromQL expression reads: metric names, and label names with the values they are compared to. */
export function promqlUses(expr) {
  const selectors = [];
  const grouping = [];
  let rest = expr.replace(/\$\{?\w+\}?/g, ' ').replace(/\[[^\]]*\]/g, ' ');
  rest = rest.replace(/([a-zA-Z_:][\w:]*)?\s*\{([^}]*)\}/g, (_, name, body) => {
    const matchers = [...body.matchAll(/([a-zA-Z_]\w*)\s*(=~|!~|!=|=)\s*("(?:[^"\\]|\\.)*"|'[^']*')/g)].map(([, label, op, value]) => ({
      label,
      op,
      value: value.slice(1, -1),
    }));
    selectors.push({ name, matchers });
    return name ? ` ${name} ` : ' ';
  });
  rest = rest.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ' ');
  rest = rest.replace(GROUPING, (_, _keyword, labels) => {
    grouping.push(
      ...labels
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    );
    return ' ';
  });
  const names = new Set(selectors.map((s) => s.name).filter(Boolean));
  for (const m of rest.matchAll(/[0-9][\w.]*|[a-zA-Z_:][\w:]*/g)) {
    const token = m[0];
    if (/^[0-9]/.test(token) || KEYWORDS.has(token)) continue;
    if (
      rest
        .slice(m.index + token.length)
        .trimStart()
        .startsWith('(')
    )
      continue; // a function or aggregation
    names.add(token);
  }
  return { names: [...names], selectors, grouping };
}

/** Problems with the metrics, labels and values one expression uses, against metrics.json. */
export function metricProblems(expr, catalog, where) {
  const problems = [];
  const { names, selectors, grouping } = promqlUses(expr);
  const known = (series) => {
    if (catalog.metrics[series]) return { ...catalog.metrics[series], series };
    const base = series.replace(HISTOGRAM_SERIES, '');
    return catalog.metrics[base]?.type === 'histogram' ? { ...catalog.metrics[base], series } : undefined;
  };
  const labelsOf = (metric) => [...catalog.seriesLabels, ...Object.keys(metric.labels), ...(metric.series.endsWith('_bucket') ? ['le'] : [])];
  for (const name of names) if (!known(name)) problems.push(`${where}: ${name} is not a metric in k8s/monitoring/metrics.json`);
  for (const { name, matchers } of selectors) {
    const metric = name && known(name);
    if (!metric) continue;
    for (const { label, op, value } of matchers) {
      if (!labelsOf(metric).includes(label)) problems.push(`${where}: ${name} has no label ${label}`);
      const values = metric.labels[label] ?? [];
      const compared = op === '=' || op === '!=' ? [value] : /^[\w|-]+$/.test(value) ? value.split('|') : [];
      for (const v of values.length ? compared : [])
        if (!values.includes(v)) problems.push(`${where}: ${name}'s ${label} is never "${v}" (${values.join(', ')})`);
    }
  }
  const available = new Set(names.map(known).filter(Boolean).flatMap(labelsOf));
  for (const label of grouping) if (!available.has(label)) problems.push(`${where}: no metric it reads has the label ${label}`);
  return problems;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function alertProblems(alerts, operationsDoc) {
  const problems = [];
  const anchors = new Set([...operationsDoc.matchAll(/^#+\s+(.+)$/gm)].map((m) => anchorOf(m[1])));
  for (const rule of alerts) {
    const at = `alert ${rule.alert}`;
    if (!SEVERITIES.includes(rule.labels?.severity)) problems.push(`${at}: severity must be one of ${SEVERITIES.join(', ')}`);
    for (const key of ['summary', 'description', 'runbook_url']) if (!rule.annotations?.[key]) problems.push(`${at}: no ${key} annotation`);
    const [doc, anchor] = (rule.annotations?.runbook_url ?? '').split('#');
    if (doc !== 'docs/operations.md' || !anchors.has(anchor)) problems.push(`${at}: runbook_url must name a heading of docs/operations.md`);
  }
  return problems;
}

function testCoverageProblems(alerts, testFiles) {
  const cases = testFiles.flatMap((t) => (t.doc.tests ?? []).flatMap((group) => group.alert_rule_test ?? []));
  const problems = testFiles.filter((t) => JSON.stringify(t.doc.rule_files) !== '["rules.yaml"]').map((t) => `${t.file}: rule_files must be [rules.yaml]`);
  for (const { alert } of alerts) {
    const own = cases.filter((c) => c.alertname === alert);
    if (!own.some((c) => (c.exp_alerts ?? []).length > 0)) problems.push(`alert ${alert}: no test where it fires`);
    if (!own.some((c) => (c.exp_alerts ?? []).length === 0)) problems.push(`alert ${alert}: no test where it stays silent`);
  }
  return problems;
}

function dashboardExprs(dashboard) {
  const panels = (dashboard.panels ?? []).flatMap((p) => [p, ...(p.panels ?? [])]);
  return [
    ...panels.flatMap((p) => (p.targets ?? []).map((t, i) => ({ where: `dashboard panel "${p.title}" target ${i + 1}`, expr: t.expr }))),
    ...(dashboard.templating?.list ?? [])
      .filter((v) => v.type === 'query')
      .map((v) => ({ where: `dashboard variable ${v.name}`, expr: (v.query?.query ?? v.query).replace(/^label_values\((.*),\s*\w+\)$/, '$1') })),
  ].filter((e) => e.expr);
}

/** k8s/ includes the component, every Deployment declares the port the PodMonitor scrapes, and the NetworkPolicy opens only that port to Prometheus. */
function scrapeProblems(root) {
  const problems = [];
  const dir = path.join(root, 'k8s');
  const yamlDocs = (file) => YAML.parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJS());
  const [kustomization] = yamlDocs(path.join(dir, 'kustomization.yaml'));
  if (!(kustomization.components ?? []).includes('monitoring')) problems.push('k8s/kustomization.yaml: does not include the monitoring component');
  const [podMonitor] = yamlDocs(path.join(dir, 'monitoring/pod-monitor.yaml'));
  const [policy] = yamlDocs(path.join(dir, 'monitoring/network-policy.yaml'));
  const port = podMonitor.spec.podMetricsEndpoints[0].port;
  const selects = (selector, labels) => Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  for (const rule of policy.spec.ingress ?? []) {
    if ((rule.ports ?? []).some((p) => p.port !== port) || !(rule.ports ?? []).length)
      problems.push(`k8s/monitoring/network-policy.yaml: opens a port other than ${port}`);
    if (!(rule.from ?? []).length || rule.from.some((f) => f.podSelector || f.ipBlock || !f.namespaceSelector))
      problems.push('k8s/monitoring/network-policy.yaml: lets something other than the monitoring namespace in');
  }
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && !f.includes('.template.'))) {
    for (const obj of yamlDocs(path.join(dir, file))) {
      if (obj?.kind !== 'Deployment') continue;
      const at = `k8s/${file} Deployment/${obj.metadata.name}`;
      const labels = obj.spec.template.metadata?.labels ?? {};
      if (!selects(podMonitor.spec.selector, labels) || !selects(policy.spec.podSelector, labels))
        problems.push(`${at}: its pods are not selected by both the PodMonitor and the NetworkPolicy`);
      for (const c of obj.spec.template.spec.containers ?? [])
        if (!(c.ports ?? []).some((p) => p.name === port && p.containerPort === 9464))
          problems.push(`${at} container ${c.name}: no port named ${port} on 9464 for the PodMonitor`);
    }
  }
  return problems;
}

/** Runs promtool on the rule file and the tests in a scratch directory; returns its complaints. */
function promtoolProblems(spec, testsDir) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-monitoring-'));
  try {
    writeFileSync(path.join(scratch, 'rules.yaml'), YAML.stringify(spec));
    const tests = readdirSync(testsDir).filter((f) => f.endsWith('.yaml'));
    for (const t of tests) copyFileSync(path.join(testsDir, t), path.join(scratch, t));
    const problems = [];
    for (const args of [
      ['check', 'rules', 'rules.yaml'],
      ['test', 'rules', ...tests],
    ]) {
      const run = spawnSync(PROMTOOL, args, { cwd: scratch, encoding: 'utf8' });
      if (run.error) return [`${PROMTOOL} cannot run (${run.error.code}): install Debian's prometheus package, or set PROMTOOL`];
      if (run.status !== 0) problems.push(`promtool ${args.slice(0, 2).join(' ')} failed:\n${run.stdout}${run.stderr}`);
    }
    return problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function checkMonitoring(root, { promtool = true } = {}) {
  const dir = path.join(root, 'k8s/monitoring');
  const read = (file) => readFileSync(path.join(dir, file), 'utf8');
  const catalog = JSON.parse(read('metrics.json'));
  const rule = YAML.parse(read('prometheus-rule.yaml'));
  const dashboard = JSON.parse(read('dashboard.json'));
  const testFiles = readdirSync(path.join(dir, 'tests'))
    .filter((f) => f.endsWith('.yaml'))
    .map((file) => ({ file: `k8s/monitoring/tests/${file}`, doc: YAML.parse(read(`tests/${file}`)) }));
  const operations = path.join(root, 'docs/operations.md');
  const rules = (rule.spec?.groups ?? []).flatMap((g) => g.rules ?? []);
  const alerts = rules.filter((r) => r.alert);
  const exprs = [...rules.map((r) => ({ where: `rule ${r.alert ?? r.record}`, expr: r.expr })), ...dashboardExprs(dashboard)];
  const problems = [
    ...(rule.kind === 'PrometheusRule' ? [] : ['k8s/monitoring/prometheus-rule.yaml: not a PrometheusRule']),
    ...alertProblems(alerts, existsSync(operations) ? readFileSync(operations, 'utf8') : ''),
    ...testCoverageProblems(alerts, testFiles),
    ...exprs.flatMap(({ where, expr }) => metricProblems(String(expr), catalog, where)),
    ...scrapeProblems(root),
  ];
  if (promtool && problems.length === 0) problems.push(...promtoolProblems(rule.spec, path.join(dir, 'tests')));
  return { problems, alerts: alerts.length, exprs: exprs.length, tests: testFiles.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { problems, alerts, exprs, tests } = checkMonitoring(root);
  if (problems.length) {
    console.error(`Monitoring has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`k8s/monitoring: ${alerts} alerts with runbooks, passing ${tests} promtool test files; ${exprs} queries use only metrics.json's metrics`);
}
