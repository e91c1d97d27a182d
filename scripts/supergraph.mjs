// Composes the supergraph from each service's subgraph SDL (printed offline by the service's own
// code) into gateway/supergraph.graphql, then the web app's API schema and GraphQL types from it
// (lib/web-graphql.mjs). `--check` fails when the committed files are stale.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_PORTS, SERVICES, root } from './lib/system.mjs';
import { webGraphqlFiles } from './lib/web-graphql.mjs';

const require = createRequire(import.meta.url);
const { composeServices } = require('@apollo/composition');
const { parse } = require('graphql');

const check = process.argv.includes('--check');
const stale = [];

function write(file, text) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) return;
  if (check) stale.push(path.relative(root, file));
  else writeFileSync(file, text);
}

const subgraphs = SERVICES.map((name) => {
  const sdl = execFileSync(process.execPath, [path.join(root, `services/${name}/dist/src/print-schema.js`)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  write(path.join(root, `services/${name}/schema.graphql`), sdl.endsWith('\n') ? sdl : `${sdl}\n`);
  return { name, url: `http://localhost:${DEFAULT_PORTS[name]}/graphql`, typeDefs: parse(sdl) };
});

const result = composeServices(subgraphs);
if (result.errors?.length) {
  console.error('Supergraph composition failed:\n' + result.errors.map((e) => `  - ${e.message}`).join('\n'));
  process.exit(1);
}
write(path.join(root, 'gateway/supergraph.graphql'), result.supergraphSdl.endsWith('\n') ? result.supergraphSdl : `${result.supergraphSdl}\n`);
try {
  for (const { file, text } of await webGraphqlFiles(result.supergraphSdl)) write(path.join(root, file), text);
} catch (err) {
  console.error(`The web app's GraphQL types could not be generated:\n${err.message}`);
  process.exit(1);
}

if (stale.length) {
  console.error(`The committed schema files are stale: ${stale.join(', ')}\nRun \`npm run build && npm run supergraph\` and commit the result.`);
  process.exit(1);
}
console.log(check ? 'supergraph is up to date' : 'wrote gateway/supergraph.graphql, services/*/schema.graphql and web/src/lib/graphql');
