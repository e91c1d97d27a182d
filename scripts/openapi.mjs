// `npm run openapi:lint`: writes the REST facade's OpenAPI document (decision 0451), as the gateway
// serves it at /api/openapi.json, to var/openapi.json, and lints it with Redocly's strict rules
// (redocly.yaml). Reads the gateway's build: run `npx tsc -b` first (CI's typecheck does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/system.mjs';

const require = createRequire(import.meta.url);
const dist = path.join(root, 'gateway/dist/src/rest');
if (!existsSync(path.join(dist, 'openapi/openapi-document.js'))) {
  console.error('The gateway is not built: run `npx tsc -b` first.');
  process.exit(1);
}
require(require.resolve('reflect-metadata', { paths: [path.join(root, 'gateway')] }));
const { buildOpenApiDocument } = require(path.join(dist, 'openapi/openapi-document.js'));
const { REST_CONTROLLERS } = require(path.join(dist, 'rest-controllers.js'));
const { DocsController } = require(path.join(dist, 'openapi/docs.controller.js'));

const file = path.join(root, 'var/openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
const document = buildOpenApiDocument([...REST_CONTROLLERS, DocsController]);
writeFileSync(file, JSON.stringify(document, null, 2));
console.log(`${path.relative(root, file)}: ${Object.keys(document.paths).length} paths`);

if (process.argv.includes('--lint')) {
  const lint = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--config', path.join(root, 'redocly.yaml'), file], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exit(lint.status ?? 1);
}
