// Validates the deployment files: docker-compose.yml against the Compose Specification's JSON schema (the copy shipped
// in the dclint package, so nothing is fetched), since no Docker engine runs where CI does.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const Ajv = require('ajv');
const YAML = require('yaml');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dclintDir = path.dirname(require.resolve('dclint/package.json'));
const schema = JSON.parse(readFileSync(path.join(dclintDir, 'schemas/compose.schema.json'), 'utf8'));
const doc = YAML.parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

// The schema names draft-07 by an https URL Ajv does not know by that name; its content is draft-07.
const { $schema: _draft, ...compose } = schema;
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const validate = ajv.compile(compose);
if (!validate(doc)) {
  console.error('docker-compose.yml does not follow the Compose Specification:');
  for (const e of validate.errors) console.error(`  ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  process.exit(1);
}

// Beyond the schema: every app is built here, runs with a healthcheck gate, and no secret value is inline.
const apps = ['identity', 'catalog', 'orders', 'payments', 'gateway'];
const problems = [];
for (const name of apps) {
  const svc = doc.services?.[name];
  if (!svc?.build) problems.push(`${name}: no build section`);
  if (!svc?.depends_on) problems.push(`${name}: starts without waiting for what it needs`);
  if (!(svc?.env_file ?? []).some((f) => f.startsWith('.secrets/'))) problems.push(`${name}: token keys are not read from .secrets/`);
}
if (problems.length) {
  console.error(`docker-compose.yml:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docker-compose.yml follows the Compose Specification (${Object.keys(doc.services).length} services)`);

// k8s/: every file parses, is listed in the kustomization, and every workload runs as non-root
// with resource limits (and Deployments with both probes).
const k8sDir = path.join(root, 'k8s');
const listed = new Set(YAML.parse(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8')).resources);
const k8sProblems = [];
let workloads = 0;
for (const file of readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')) {
  if (!listed.has(file)) k8sProblems.push(`${file}: not listed in kustomization.yaml`);
  for (const d of YAML.parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8'))) {
    if (d.errors.length) k8sProblems.push(`${file}: ${d.errors[0].message}`);
    const obj = d.toJS();
    if (!['Deployment', 'Job'].includes(obj?.kind)) continue;
    workloads++;
    const spec = obj.spec.template.spec;
    if (!spec.securityContext?.runAsNonRoot) k8sProblems.push(`${file} ${obj.kind}/${obj.metadata.name}: not runAsNonRoot`);
    for (const c of spec.containers) {
      if (!c.resources?.requests || !c.resources?.limits) k8sProblems.push(`${file} ${obj.metadata.name}/${c.name}: no resource requests/limits`);
      if (obj.kind === 'Deployment' && (!c.readinessProbe || !c.livenessProbe)) k8sProblems.push(`${file} ${obj.metadata.name}/${c.name}: missing a probe`);
    }
  }
}
if (k8sProblems.length) {
  console.error(`k8s/:\n  ${k8sProblems.join('\n  ')}`);
  process.exit(1);
}
console.log(`k8s/: ${workloads} workloads with probes, limits and non-root users`);
