// Pins a release in k8s/ (decision 0310):
//   npm run k8s:release -- <version> [--registry registry.example.vn/shop]
// sets every image of k8s/kustomization.yaml to <version> (and, with --registry, its repository
// to <registry>/<name>), and renames each migration Job of k8s/migrations.yaml to
// <service>-migrate-<version>, labelled with the version: a release's Jobs are new objects, never
// applied over the finished Jobs of the release before. Comments and layout are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const YAML = require('yaml');

const here = path.dirname(fileURLToPath(import.meta.url));
/** A Job's name is at most 63 characters; the longest prefix is "payments-migrate-". */
const MAX_VERSION = 63 - 'payments-migrate-'.length;

/** The part of a name or label a version becomes: lowercase, dots and underscores as dashes. */
export const versionSlug = (version) => version.toLowerCase().replace(/[._]/g, '-');

/** Why `version` cannot name a release, or undefined when it can (an image tag, a label value and a name part). */
export function versionProblem(version) {
  if (typeof version !== 'string' || version === '') return 'give the version to release, e.g. 1.4.0';
  if (version === 'latest') return '"latest" is not a version: pin one';
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(version))
    return `"${version}" is not a version: letters, digits, ".", "_" and "-", starting and ending with a letter or digit`;
  if (version.length > MAX_VERSION) return `"${version}" is longer than ${MAX_VERSION} characters (a Job's name is at most 63)`;
  return undefined;
}

export function release(root, version, { registry } = {}) {
  const problem = versionProblem(version);
  if (problem) throw new Error(problem);
  const slug = versionSlug(version);

  // Edited as text, line by line, so that comments and layout stay as written; read back as YAML after.
  const kustomizationFile = path.join(root, 'k8s/kustomization.yaml');
  const pinned = [];
  const kustomization = readFileSync(kustomizationFile, 'utf8').replace(/^(\s*)- \{ name: ([^,}\s]+)[^}]*\}[ \t]*$/gm, (_, indent, name) => {
    pinned.push(name);
    const newName = registry ? `, newName: ${registry.replace(/\/+$/, '')}/${name.replace(/^shop\//, '')}` : '';
    return `${indent}- { name: ${name}, newTag: '${version}'${newName} }`;
  });
  const images = YAML.parse(kustomization).images ?? [];
  if (!pinned.length || images.length !== pinned.length || images.some((i) => i.newTag !== version))
    throw new Error(('k8s/kustomization.yaml: every entry of images: must be one line, `- { name: shop/<app>, newTag: ' < version) > ' }`');
  writeFileSync(kustomizationFile, kustomization);

  const migrationsFile = path.join(root, 'k8s/migrations.yaml');
  const migrations = readFileSync(migrationsFile, 'utf8')
    .replace(/^( {2}name: )([a-z-]+)-migrate(?:-[a-z0-9-]*)?$/gm, (_, key, service) => `${key}${service}-migrate-${slug}`)
    .replace(/^( {4}app\.kubernetes\.io\/version: ).*$/gm, (_, key) => `${key}'${version}'`);
  const jobs = YAML.parseAllDocuments(migrations)
    .map((d) => d.toJS())
    .filter((o) => o?.kind === 'Job');
  for (const job of jobs) {
    const service = job.metadata.labels?.['app.kubernetes.io/name'];
    if (job.metadata.name !== `${service}-migrate-${slug}` || job.metadata.labels?.['app.kubernetes.io/version'] !== version)
      throw new Error(`k8s/migrations.yaml: the Job ${job.metadata.name} needs a name line "  name: ${service}-migrate" and a version label`);
  }
  writeFileSync(migrationsFile, migrations);
  return { images: pinned, jobs: jobs.map((j) => j.metadata.name) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--registry');
  const registry = at >= 0 ? args.splice(at, 2)[1] : undefined;
  try {
    const { images, jobs } = release(path.join(here, '..'), args[0], { registry });
    console.log(`k8s/ pinned to ${args[0]}: ${images.join(', ')}; migration Jobs ${jobs.join(', ')}`);
    console.log('Check it (`kubectl kustomize k8s/`), commit, then apply: docs/operations.md "Releases and scaling".');
  } catch (err) {
    console.error(`k8s:release: ${err.message}`);
    process.exit(1);
  }
}
