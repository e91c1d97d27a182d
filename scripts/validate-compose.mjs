// Validates the deployment files offline, since no Docker engine or cluster runs where CI does
// (decision 0300):
//   1. docker-compose.yml against the Compose Specification's JSON schema (the copy shipped in the
//      dclint package), after interpolating ${VAR:-default} as Compose does;
//   2. house rules for compose: each app built from an existing Dockerfile that runs as non-root
//      with a HEALTHCHECK, `service_healthy` only on services that have a healthcheck, keys only
//      from .secrets/ env files, no password written inline, demo data off;
//   3. k8s/: every YAML parses, kustomization.yaml lists every manifest (templates excepted), each
//      Deployment has resource requests/limits, readiness and liveness probes and runs as a
//      numeric non-root user, each Job too (probes aside), each app has a ServiceAccount of its own
//      with no API token mounted, and names refer to objects that exist;
//   4. network exposure (decision 0400): every app listens on 0.0.0.0 in its container
//      (the code's default is loopback), the gateway and identity get INTERNAL_SECRET, and k8s/
//      denies ingress by default and lets only the gateway reach each service's HTTP port.
//
//   node scripts/validate-compose.mjs [root]   exit 0 with a summary, 1 with the problems
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const Ajv = require('ajv');
const draft07 = require('ajv/dist/refs/json-schema-draft-07.json');
const YAML = require('yaml');

const here = path.dirname(fileURLToPath(import.meta.url));
const APPS = ['identity', 'catalog', 'orders', 'payments', 'gateway'];
/** Apps that sign (gateway) or check (identity) the client address header: they need INTERNAL_SECRET. */
const INTERNAL_SECRET_APPS = ['gateway', 'identity'];
const TOKEN_CHECKERS = ['gateway', 'catalog', 'orders', 'payments'];

// ---------------------------------------------------------------- compose

/** Compose interpolation with every variable unset: ${V:-d} and ${V-d} give d, ${V:?msg} is an error. */
function interpolate(value, problems, where) {
  if (typeof value === 'string') {
    return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, name, op, arg) => {
      if (m === '$$') return '$';
      if (op === ':?' || op === '?') problems.push(`${where}: needs ${name} to be set (${arg || 'required'})`);
      return op === ':-' || op === '-' ? arg : '';
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => interpolate(v, problems, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, problems, `${where}.${k}`)]));
  }
  return value;
}

function schemaValidator() {
  // The Compose Specification's schema as the dclint package ships it (nothing fetched, nothing vendored).
  const schema = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json'), 'utf8'));
  // The schema names draft-07 by its https address; Ajv registers draft-07 under the http one.
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  return ajv.compile(schema);
}

const schemaErrors = (errors) => {
  // oneOf failures repeat each branch's complaint: keep the most specific line per location.
  const lines = new Map();
  for (const e of errors) {
    const at = e.instancePath || '/';
    const detail = e.params?.additionalProperty
      ? ` '${e.params.additionalProperty}'`
      : e.params?.allowedValues
        ? ` ${JSON.stringify(e.params.allowedValues)}`
        : '';
    if (e.keyword === 'oneOf' && [...lines.keys()].some((k) => k.startsWith(at))) continue;
    lines.set(`${at} ${e.message}${detail}`, true);
  }
  return [...lines.keys()];
};

/** The instructions of a Dockerfile, continuation lines joined. */
function dockerfileInstructions(text) {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [keyword, ...rest] = l.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** What a Dockerfile's final stage promises: its user and whether it has a HEALTHCHECK. */
function inspectDockerfile(file) {
  const all = dockerfileInstructions(readFileSync(file, 'utf8'));
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  const final = all.slice(lastFrom);
  const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
  return {
    stages: all.filter((i) => i.keyword === 'FROM').length,
    user,
    healthcheck: final.some((i) => i.keyword === 'HEALTHCHECK' && !/^NONE\b/i.test(i.args)),
    cmd: final.some((i) => i.keyword === 'CMD'),
  };
}

export function validateCompose(root) {
  const problems = [];
  const file = path.join(root, 'docker-compose.yml');
  const parsed = YAML.parseDocument(readFileSync(file, 'utf8'), { merge: true });
  if (parsed.errors.length) return { problems: parsed.errors.map((e) => `docker-compose.yml: ${e.message}`) };
  const doc = interpolate(parsed.toJS(), problems, 'docker-compose.yml');

  const validate = schemaValidator();
  if (!validate(doc)) {
    problems.push(...schemaErrors(validate.errors).map((e) => `docker-compose.yml does not follow the Compose Specification: ${e}`));
    return { problems };
  }

  const services = doc.services ?? {};
  const images = new Set();
  const hasHealthcheck = {};
  for (const [name, svc] of Object.entries(services)) {
    const at = `docker-compose.yml services.${name}`;
    let imageHealthcheck = false;
    if (svc.image) images.add(svc.image.replace(/:[^/:]*$/, ''));
    if (svc.build) {
      const build = typeof svc.build === 'string' ? { context: svc.build } : svc.build;
      const dockerfile = path.join(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
      if (path.resolve(root, build.context ?? '.') !== path.resolve(root)) problems.push(`${at}: build context must be the repository root`);
      if (!existsSync(dockerfile)) {
        problems.push(`${at}: ${path.relative(root, dockerfile)} does not exist`);
      } else {
        const d = inspectDockerfile(dockerfile);
        const rel = path.relative(root, dockerfile);
        if (d.stages < 2) problems.push(`${rel}: not a multi-stage build`);
        if (!d.user || /^(root|0)(:|$)/.test(d.user)) problems.push(`${rel}: the final stage does not switch to a non-root USER`);
        if (!d.healthcheck) problems.push(`${rel}: the final stage has no HEALTHCHECK`);
        if (!d.cmd) problems.push(`${rel}: the final stage has no CMD`);
        imageHealthcheck = d.healthcheck;
      }
    }
    hasHealthcheck[name] = svc.healthcheck ? !svc.healthcheck.disable : imageHealthcheck;
    if (!svc.restart) problems.push(`${at}: no restart policy`);

    const env = Array.isArray(svc.environment)
      ? Object.fromEntries(svc.environment.map((kv) => [kv.split('=')[0], kv.split('=').slice(1).join('=')]))
      : (svc.environment ?? {});
    const raw = parsed.toJS().services[name];
    const rawEnv = raw.environment && !Array.isArray(raw.environment) ? raw.environment : {};
    for (const [key, value] of Object.entries(env)) {
      if (/JWT_(PRIVATE|PUBLIC)_KEY/.test(key)) problems.push(`${at}: ${key} must come from a .secrets/ env file, not environment:`);
      const written = String(rawEnv[key] ?? value);
      const literal = written.replace(/\$\{[^}]*\}/g, '');
      if (/(PASSWORD|PASS|SECRET|TOKEN)$/.test(key) && literal !== '')
        problems.push(`${at}: ${key} is written inline; take it from the environment (\${${key}})`);
      if (/:\/\/[^/:@]+:[^@/$]+@/.test(literal)) problems.push(`${at}: ${key} carries a password inline; interpolate it (\${...})`);
    }
    if (env.SEED_DEMO_DATA && env.SEED_DEMO_DATA !== 'false') problems.push(`${at}: SEED_DEMO_DATA must default to false (decision 0003)`);
    const envFiles = [svc.env_file ?? []].flat().map((f) => (typeof f === 'string' ? f : f.path));
    for (const f of envFiles) if (!f.startsWith('.secrets/')) problems.push(`${at}: env_file ${f} is outside .secrets/ (gitignored)`);
  }

  for (const app of APPS) {
    const svc = services[app];
    if (!svc) problems.push(`docker-compose.yml: no service ${app}`);
    else if (!svc.build) problems.push(`docker-compose.yml services.${app}: not built from its Dockerfile`);
    else if (!svc.depends_on) problems.push(`docker-compose.yml services.${app}: starts without waiting for what it needs`);
    if (!svc) continue;
    const env = Array.isArray(svc.environment) ? Object.fromEntries(svc.environment.map((kv) => kv.split('='))) : (svc.environment ?? {});
    if (env.HOST !== '0.0.0.0')
      problems.push(`docker-compose.yml services.${app}: HOST must be 0.0.0.0 (the default, loopback, is unreachable from other containers)`);
    const envFiles = [svc.env_file ?? []].flat().map((f) => (typeof f === 'string' ? f : f.path));
    if (INTERNAL_SECRET_APPS.includes(app) && !envFiles.includes('.secrets/internal.env'))
      problems.push(`docker-compose.yml services.${app}: needs INTERNAL_SECRET from .secrets/internal.env (decision 0400)`);
  }

  for (const [name, svc] of Object.entries(services)) {
    const deps = Array.isArray(svc.depends_on) ? Object.fromEntries(svc.depends_on.map((d) => [d, {}])) : (svc.depends_on ?? {});
    for (const [dep, cond] of Object.entries(deps)) {
      if (!services[dep]) problems.push(`docker-compose.yml services.${name}: depends on unknown service ${dep}`);
      else if (cond.condition === 'service_healthy' && !hasHealthcheck[dep])
        problems.push(`docker-compose.yml services.${name}: waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
    }
  }
  return { problems, services: Object.keys(services).length, images };
}

// ---------------------------------------------------------------- k8s

const WORKLOADS = ['Deployment', 'Job'];
const matches = (selector = {}, labels = {}) => Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

export function validateK8s(root, composeImages) {
  const dir = path.join(root, 'k8s');
  const problems = [];
  if (!existsSync(dir)) return { problems: ['k8s/ is missing'], objects: 0 };
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const objects = [];
  let kustomization;
  for (const file of files) {
    for (const d of YAML.parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
      if (d.errors.length) {
        problems.push(`k8s/${file}: ${d.errors[0].message.split('\n')[0]}`);
        continue;
      }
      const obj = d.toJS();
      if (obj === null) continue;
      if (obj.kind === 'Kustomization') kustomization = obj;
      else if (!obj.apiVersion || !obj.kind || !obj.metadata?.name) problems.push(`k8s/${file}: a document without apiVersion, kind or metadata.name`);
      else objects.push({ file, obj, id: `k8s/${file} ${obj.kind}/${obj.metadata.name}` });
    }
  }

  if (!kustomization) problems.push('k8s/kustomization.yaml: missing');
  const listed = new Set(kustomization?.resources ?? []);
  for (const f of files) {
    const template = f.includes('.template.');
    if (f === 'kustomization.yaml') continue;
    if (template && listed.has(f)) problems.push(`k8s/${f}: a template must not be applied (remove it from kustomization.yaml)`);
    if (!template && !listed.has(f)) problems.push(`k8s/${f}: not listed in kustomization.yaml`);
  }
  for (const f of listed) if (!files.includes(f)) problems.push(`k8s/kustomization.yaml: lists ${f}, which does not exist`);

  const byKind = (kind) => objects.filter((o) => o.obj.kind === kind);
  const names = (kind) => new Set(byKind(kind).map((o) => o.obj.metadata.name));
  const configMaps = names('ConfigMap');
  const secrets = names('Secret');
  const deployments = byKind('Deployment');
  const services = byKind('Service');

  for (const { id, obj } of byKind('Secret')) {
    const values = Object.values({ ...obj.data, ...obj.stringData });
    if (values.some((v) => v !== '' && v !== null)) problems.push(`${id}: holds values; secrets never live in the repository`);
  }

  let workloads = 0;
  for (const { id, obj } of objects.filter((o) => WORKLOADS.includes(o.obj.kind))) {
    workloads++;
    const pod = obj.spec?.template?.spec ?? {};
    const labels = obj.spec?.template?.metadata?.labels ?? {};
    if (obj.kind === 'Deployment' && !matches(obj.spec?.selector?.matchLabels, labels)) problems.push(`${id}: selector does not match the pod labels`);
    if (obj.kind === 'Job' && !['Never', 'OnFailure'].includes(pod.restartPolicy)) problems.push(`${id}: restartPolicy must be Never or OnFailure`);
    problems.push(...serviceAccountProblems(id, obj, pod, byKind('ServiceAccount'), deployments));
    for (const c of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      const at = `${id} container ${c.name}`;
      for (const kind of ['requests', 'limits']) {
        for (const r of ['cpu', 'memory']) if (!c.resources?.[kind]?.[r]) problems.push(`${at}: no resources.${kind}.${r}`);
      }
      const nonRoot = c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      const user = c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
      if (nonRoot !== true) problems.push(`${at}: runAsNonRoot is not set`);
      // The images say `USER node`, a name the kubelet cannot check against runAsNonRoot.
      if (!Number.isInteger(user) || user === 0) problems.push(`${at}: runAsUser must be a non-zero number`);
      if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
      if (obj.kind === 'Deployment' && !(pod.initContainers ?? []).includes(c)) {
        if (!c.readinessProbe) problems.push(`${at}: no readinessProbe`);
        if (!c.livenessProbe) problems.push(`${at}: no livenessProbe`);
      }
      if (composeImages && c.image && !composeImages.has(c.image.replace(/:[^/:]*$/, '')))
        problems.push(`${at}: image ${c.image} is not one docker-compose.yml builds`);
      for (const e of c.envFrom ?? []) {
        if (e.configMapRef && !configMaps.has(e.configMapRef.name)) problems.push(`${at}: ConfigMap ${e.configMapRef.name} is not defined in k8s/`);
        if (e.secretRef && !secrets.has(e.secretRef.name)) problems.push(`${at}: Secret ${e.secretRef.name} is not in k8s/*.template.yaml`);
      }
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = byKind('Secret').find((s) => s.obj.metadata.name === ref.name);
        if (!secret) problems.push(`${at}: Secret ${ref.name} is not in k8s/*.template.yaml`);
        else if (!(ref.key in { ...secret.obj.data, ...secret.obj.stringData })) problems.push(`${at}: key ${ref.key} is not in Secret ${ref.name}'s template`);
      }
    }
  }

  for (const { id, obj } of services) {
    if (!deployments.some((d) => matches(obj.spec?.selector, d.obj.spec?.template?.metadata?.labels))) problems.push(`${id}: selects no Deployment`);
  }
  for (const { id, obj } of byKind('HorizontalPodAutoscaler')) {
    const t = obj.spec?.scaleTargetRef ?? {};
    if (t.kind !== 'Deployment' || !deployments.some((d) => d.obj.metadata.name === t.name))
      problems.push(`${id}: scales ${t.kind}/${t.name}, which is not in k8s/`);
  }
  for (const { id, obj } of byKind('PodDisruptionBudget')) {
    if (!deployments.some((d) => matches(obj.spec?.selector?.matchLabels, d.obj.spec?.template?.metadata?.labels)))
      problems.push(`${id}: selects no Deployment`);
  }
  for (const { id, obj } of byKind('Ingress')) {
    for (const rule of obj.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service ?? {};
        const svc = services.find((s) => s.obj.metadata.name === backend.name);
        if (!svc) problems.push(`${id}: routes to Service ${backend.name}, which is not in k8s/`);
        else if (!(svc.obj.spec?.ports ?? []).some((sp) => sp.name === backend.port?.name || sp.port === backend.port?.number))
          problems.push(`${id}: Service ${backend.name} has no such port`);
      }
    }
  }
  problems.push(...networkProblems(objects, deployments));
  problems.push(...releaseProblems(kustomization, objects));
  problems.push(...availabilityProblems(objects));
  return { problems, objects: objects.length, workloads };
}

/**
 * Each app runs under a ServiceAccount of its own (a migration Job under its service's), and no
 * pod gets an API token: the shop never talks to the Kubernetes API (decision 0405).
 */
function serviceAccountProblems(id, obj, pod, accounts, deployments) {
  const name = pod.serviceAccountName;
  if (!name) return [`${id}: no serviceAccountName (the namespace's default account is shared)`];
  const problems = [];
  const account = accounts.find((a) => a.obj.metadata.name === name);
  if (!account) problems.push(`${id}: ServiceAccount ${name} is not in k8s/`);
  else if (account.obj.automountServiceAccountToken !== false) problems.push(`${account.id}: automountServiceAccountToken must be false`);
  if (pod.automountServiceAccountToken !== false) problems.push(`${id}: automountServiceAccountToken must be false`);
  if (obj.kind === 'Deployment') {
    const sharing = deployments.filter((d) => d.obj !== obj && d.obj.spec?.template?.spec?.serviceAccountName === name);
    for (const d of sharing) problems.push(`${id}: shares ServiceAccount ${name} with ${d.id}`);
  }
  return problems;
}

/**
 * Decision 0310: every image is pinned to the release's version by kustomization.yaml's images:
 * (`npm run k8s:release -- <version>`), never `latest`; each migration Job is named after that
 * version, so a release applies new Jobs instead of changing finished ones; serving pods wait for
 * the Job rather than migrate; an autoscaled Deployment leaves its pod count to the autoscaler.
 */
function releaseProblems(kustomization, objects) {
  const problems = [];
  const pins = new Map((kustomization?.images ?? []).map((i) => [i.name, i]));
  const tags = new Set();
  for (const { id, obj } of objects.filter((o) => WORKLOADS.includes(o.obj.kind))) {
    for (const c of [...(obj.spec?.template?.spec?.initContainers ?? []), ...(obj.spec?.template?.spec?.containers ?? [])]) {
      const [name, written] = c.image.split(/:(?=[^/:]*$)/);
      const pin = pins.get(name);
      if (written) problems.push(`${id} container ${c.name}: image ${c.image} carries a tag; kustomization.yaml's images: pins it`);
      if (!pin || !(pin.digest || (pin.newTag && pin.newTag !== 'latest')))
        problems.push(`${id} container ${c.name}: image ${name} is not pinned to a version in kustomization.yaml (npm run k8s:release -- <version>)`);
      else if (pin.newTag) tags.add(String(pin.newTag));
    }
  }
  if (tags.size > 1) problems.push(`k8s/kustomization.yaml: the images are pinned to several versions (${[...tags].join(', ')}); a release is one`);
  const [tag] = tags;
  for (const { id, obj } of objects) {
    const labels = obj.metadata.labels ?? {};
    if (obj.kind === 'Job' && labels['app.kubernetes.io/component'] === 'migration') {
      const slug = String(tag ?? '')
        .toLowerCase()
        .replace(/[._]/g, '-');
      if (!obj.metadata.name.endsWith(`-migrate-${slug}`) || labels['app.kubernetes.io/version'] !== tag)
        problems.push(`${id}: a migration Job is named and labelled after the release (${labels['app.kubernetes.io/name']}-migrate-${slug}, version ${tag})`);
    }
  }
  const config = objects.find((o) => o.obj.kind === 'ConfigMap' && o.obj.metadata.name === 'shop-config')?.obj.data ?? {};
  if (String(config.SHOP_MIGRATE_ON_START) !== 'false')
    problems.push('k8s/config.yaml: SHOP_MIGRATE_ON_START must be false: the release Job migrates, serving pods wait for it');
  const scaled = new Set(objects.filter((o) => o.obj.kind === 'HorizontalPodAutoscaler').map((o) => o.obj.spec?.scaleTargetRef?.name));
  for (const { id, obj } of objects.filter((o) => o.obj.kind === 'Deployment')) {
    if (scaled.has(obj.metadata.name) && obj.spec?.replicas !== undefined)
      problems.push(`${id}: sets replicas, which an autoscaler owns (every apply would reset a scale-out)`);
  }
  return problems;
}

/** What a paid order goes through: none of it may rest on one pod or one node (decision 0311). */
const PAYING_PATH = ['gateway', 'identity', 'catalog', 'orders', 'payments', 'payments-worker'];

/** At least 2 pods, a PodDisruptionBudget, and a spread over nodes and zones for each of the paying path. */
function availabilityProblems(objects) {
  const problems = [];
  const of = (kind) => objects.filter((o) => o.obj.kind === kind);
  for (const app of PAYING_PATH) {
    const deployment = of('Deployment').find((o) => o.obj.metadata.name === app);
    if (!deployment) {
      problems.push(`k8s/: no Deployment ${app} (the paying path)`);
      continue;
    }
    const { id, obj } = deployment;
    const labels = obj.spec?.template?.metadata?.labels ?? {};
    const hpa = of('HorizontalPodAutoscaler').find((o) => o.obj.spec?.scaleTargetRef?.name === app)?.obj;
    const least = hpa ? (hpa.spec?.minReplicas ?? 1) : (obj.spec?.replicas ?? 1);
    if (least < 2) problems.push(`${id}: runs ${least} pod at least; the paying path needs 2`);
    if (!of('PodDisruptionBudget').some((o) => matches(o.obj.spec?.selector?.matchLabels, labels)))
      problems.push(`${id}: no PodDisruptionBudget keeps a node drain from taking all its pods`);
    const spread = obj.spec?.template?.spec?.topologySpreadConstraints ?? [];
    for (const key of ['kubernetes.io/hostname', 'topology.kubernetes.io/zone']) {
      if (!spread.some((c) => c.topologyKey === key && matches(c.labelSelector?.matchLabels, labels)))
        problems.push(`${id}: its pods are not spread over ${key}`);
    }
  }
  return problems;
}

/** Decision 0400: loopback by default in code, 0.0.0.0 here; only the gateway reaches a service. */
function networkProblems(objects, deployments) {
  const problems = [];
  const byKind = (kind) => objects.filter((o) => o.obj.kind === kind).map((o) => o.obj);
  const configs = byKind('ConfigMap');
  const policies = byKind('NetworkPolicy');
  const selects = (policy, labels) => {
    const sel = policy.spec?.podSelector ?? {};
    return Object.entries(sel.matchLabels ?? {}).every(([k, v]) => labels[k] === v) && !(sel.matchExpressions ?? []).length;
  };
  if (
    !policies.some(
      (p) => Object.keys(p.spec?.podSelector ?? {}).length === 0 && (p.spec?.policyTypes ?? []).includes('Ingress') && !(p.spec?.ingress ?? []).length,
    )
  )
    problems.push('k8s/: no NetworkPolicy denies ingress by default (podSelector {}, policyTypes [Ingress], no ingress rules)');
  for (const { id, obj } of deployments) {
    const pod = obj.spec?.template?.spec ?? {};
    const labels = obj.spec?.template?.metadata?.labels ?? {};
    const app = obj.metadata.name;
    for (const c of pod.containers ?? []) {
      const direct = (c.env ?? []).find((e) => e.name === 'HOST')?.value;
      const fromConfig = (c.envFrom ?? []).map((e) => configs.find((m) => m.metadata.name === e.configMapRef?.name)?.data?.HOST).find(Boolean);
      if ((direct ?? fromConfig) !== '0.0.0.0') problems.push(`${id} container ${c.name}: HOST must be 0.0.0.0 (in its env or its ConfigMap)`);
      if (INTERNAL_SECRET_APPS.includes(app) && !(c.env ?? []).some((e) => e.name === 'INTERNAL_SECRET' && e.valueFrom?.secretKeyRef))
        problems.push(`${id} container ${c.name}: needs INTERNAL_SECRET from a Secret (decision 0400)`);
    }
    const own = policies.filter((p) => selects(p, labels) && (p.spec?.policyTypes ?? ['Ingress']).includes('Ingress'));
    const rules = own.flatMap((p) => p.spec?.ingress ?? []);
    // A worker (label app.kubernetes.io/component: worker) serves no traffic: default-deny is all it needs.
    if (!rules.length && labels['app.kubernetes.io/component'] !== 'worker') {
      problems.push(`${id}: no NetworkPolicy lets anything reach it`);
      continue;
    }
    if (app === 'gateway') continue;
    const ports = new Set((pod.containers ?? []).flatMap((c) => (c.ports ?? []).flatMap((p) => [p.name, p.containerPort])));
    // identity also answers the services' token checks while Redis cannot (decision 0106).
    const callers = app === 'identity' ? TOKEN_CHECKERS : ['gateway'];
    const labelsOf = (name) => deployments.find((d) => d.obj.metadata.name === name)?.obj.spec?.template?.metadata?.labels ?? {};
    for (const rule of rules) {
      const from = rule.from ?? [];
      // Each peer must select the pods of one of the callers and no other Deployment's.
      const peerSelects = (f, labels) => selects({ spec: { podSelector: f.podSelector } }, labels);
      const onlyCallers = (f) =>
        !f.ipBlock &&
        !f.namespaceSelector &&
        Object.keys(f.podSelector?.matchLabels ?? {}).length > 0 &&
        callers.some((c) => peerSelects(f, labelsOf(c))) &&
        deployments.every((d) => callers.includes(d.obj.metadata.name) || !peerSelects(f, d.obj.spec?.template?.metadata?.labels ?? {}));
      if (!from.length || !from.every(onlyCallers))
        problems.push(`${id}: a NetworkPolicy lets something other than the ${callers.length > 1 ? 'gateway and the services' : "gateway's"} pods reach it`);
      if (!(rule.ports ?? []).length || rule.ports.some((p) => !ports.has(p.port)))
        problems.push(`${id}: a NetworkPolicy opens a port other than its own HTTP port`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(here, '..'));
  const compose = validateCompose(root);
  const k8s = validateK8s(root, compose.images);
  const problems = [...compose.problems, ...k8s.problems];
  if (problems.length) {
    console.error(`Deployment files have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `docker-compose.yml follows the Compose Specification and the house rules (${compose.services} services); ` +
      `k8s/: ${k8s.objects} objects, ${k8s.workloads} workloads with limits, probes and non-root users`,
  );
}
