import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { checkBoundaries, importsOf } from './check-boundaries.mjs';

const script = fileURLToPath(new URL('./check-boundaries.mjs', import.meta.url));
const roots = [];

/** A throw-away repository tree: { 'repo/relative/path': 'file text' }. */
function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const cleanTree = () =>
  tree({
    'services/orders/package.json': '{ "name": "@shop/orders" }',
    'services/orders/src/a.ts': "import { x } from '@shop/platform';\nimport { y } from './b';\nimport type { Z } from '@shop/orders';",
    'services/orders/src/b.ts': 'export const y = 1;',
    'services/orders/test/a.int-spec.ts': "import { a } from '../src/a';\nimport { db } from '@shop/testing';",
    'services/catalog/src/main.ts': "// import { o } from '@shop/orders'; (a comment, not an import)\nimport { c } from '@shop/config';",
    'libs/platform/src/index.ts': "import { c } from '@shop/config';\nexport * from './db';\nimport 'reflect-metadata';",
    'gateway/src/main.ts': "import { subgraphUrl } from '@shop/config';\nconst x = require('express');",
    'web/src/app.tsx': "import { isValidPhone } from '@shop/validation';\nimport { z } from './lib/z';",
    'web/src/lib/rules.ts': "export * from '../../../libs/contracts/src/validation';\nexport * from '../../../libs/contracts/src/shipping-fee.js';",
    'libs/contracts/src/validation.ts': 'export const PHONE_PATTERN = /^\\d{10}$/;',
    'libs/contracts/src/shipping-fee.ts': 'export const shippingFeeFor = (city: string) => (city ? 30_000 : 50_000);',
  });

describe('architecture boundaries', () => {
  it('accepts services and libs that import libs, and web code that imports only the shared validation rules', () => {
    const { problems, files } = checkBoundaries(cleanTree());
    assert.deepEqual(problems, []);
    assert.equal(files, 10);
  });

  it('refuses a service importing another service, by package, by relative path or dynamically', () => {
    const root = tree({
      'services/catalog/package.json': '{ "name": "@shop/catalog" }',
      'services/catalog/src/index.ts': 'export {};',
      'services/orders/src/a.ts': "import { products } from '@shop/catalog';",
      'services/orders/src/deep/b.ts': "import {\n  s,\n} from '../../../catalog/src/db/schema';",
      'services/orders/test/c.ts': "const m = await import('@shop/payments');",
      'services/orders/src/d.ts': "import { g } from '@shop/gateway';",
    });
    assert.deepEqual(checkBoundaries(root).problems, [
      "services/orders/src/a.ts:1: imports '@shop/catalog': a service imports only libs/, not service:catalog",
      "services/orders/src/d.ts:1: imports '@shop/gateway': a service imports only libs/, not gateway",
      "services/orders/src/deep/b.ts:1: imports '../../../catalog/src/db/schema': a service imports only libs/, not service:catalog",
      "services/orders/test/c.ts:1: imports '@shop/payments': a service imports only libs/, not service:payments",
    ]);
  });

  it('refuses libs that import a service or the gateway, and a gateway that imports a service', () => {
    const root = tree({
      'libs/auth/src/z.ts': "const m = require('@shop/identity');\nimport '../../../gateway/src/app.module';",
      'gateway/src/x.ts': "\n\nimport { OrdersModule } from '../../services/orders/src/orders.module';",
    });
    assert.deepEqual(checkBoundaries(root).problems, [
      "libs/auth/src/z.ts:1: imports '@shop/identity': libs/ never depend on service:identity",
      "libs/auth/src/z.ts:2: imports '../../../gateway/src/app.module': libs/ never depend on gateway",
      "gateway/src/x.ts:3: imports '../../services/orders/src/orders.module': the gateway reaches the services over HTTP, it does not import service:orders",
    ]);
  });

  it('refuses web code that imports server packages or server paths', () => {
    const root = tree({
      'web/src/x.ts': "import { AuthGuard } from '@shop/auth';",
      'web/src/y.ts': "import { OrderPlaced } from '../../libs/contracts/src/events';",
      'web/src/z.tsx': "import type { Env } from '../../gateway/src/env';\nimport { s } from '../../services/catalog/src/x';",
    });
    assert.equal(checkBoundaries(root).problems.length, 4);
  });

  it('refuses web code that imports a libs/contracts file with imports of its own, or one in a subfolder', () => {
    const root = tree({
      'libs/contracts/src/order-labels.ts': "import { z } from 'zod';\nexport const labels = {};",
      'libs/contracts/src/events/orders.ts': 'export const ORDER_STATUSES = [];',
      'web/src/lib/rules.ts': "export * from '../../../libs/contracts/src/order-labels.js';\nexport * from '../../../libs/contracts/src/events/orders';",
    });
    assert.deepEqual(
      checkBoundaries(root).problems.map((p) => p.split(': the web app')[0]),
      [
        "web/src/lib/rules.ts:1: imports '../../../libs/contracts/src/order-labels.js'",
        "web/src/lib/rules.ts:2: imports '../../../libs/contracts/src/events/orders'",
      ],
    );
  });

  it('refuses shared web code (lib/, components/) that imports a feature or app/', () => {
    const root = tree({
      'web/src/lib/apollo/first-screen.ts': "import { PRODUCTS_QUERY } from '../../features/catalog/api/catalog.queries';",
      'web/src/components/antd/AntdScope.tsx': "import { theme } from '../../app/theme';\nimport { Price } from '../product/Price';",
      'web/src/main.tsx': "import { primeFirstScreen } from './features/catalog/api/first-screen';\nimport { App } from './app/App';",
      'web/src/app/routes.tsx': "const Home = lazy(() => import('../features/home/pages/HomePage'));",
    });
    assert.deepEqual(
      checkBoundaries(root).problems.map((p) => p.split(': web/src/')[0]),
      [
        "web/src/components/antd/AntdScope.tsx:1: imports '../../app/theme'",
        "web/src/lib/apollo/first-screen.ts:1: imports '../../features/catalog/api/catalog.queries'",
      ],
    );
  });

  it('refuses a feature that imports another feature, but lets a feature group share its shared folder', () => {
    const root = tree({
      'web/src/features/orders/pages/A.tsx': "import { x } from '../../catalog/api/catalog.queries';\nimport { y } from '../lib/y';",
      'web/src/features/admin/transfers/pages/T.tsx':
        "import { d } from '../../orders/lib/admin-orders.logic';\nimport s from '../../shared/admin-page.module.css';",
      'web/src/features/admin/catalog/inventory/api/i.ts':
        "import { R } from '../../products/api/products.documents';\nimport { C } from '../../shared/api/catalog.documents';\nimport { u } from '../../../shared/use-list-params';",
    });
    assert.deepEqual(
      checkBoundaries(root).problems.map((p) => p.split(': features do not')[0]),
      [
        "web/src/features/admin/catalog/inventory/api/i.ts:1: imports '../../products/api/products.documents'",
        "web/src/features/admin/transfers/pages/T.tsx:1: imports '../../orders/lib/admin-orders.logic'",
        "web/src/features/orders/pages/A.tsx:1: imports '../../catalog/api/catalog.queries'",
      ],
    );
  });

  it('finds every kind of import and ignores commented-out ones', () => {
    const text = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export * as c from 'c';",
      "import 'd';",
      "const e = await import('e');",
      "const f = require('f');",
      "/* import g from 'g'; */",
      "const url = 'http://example.com'; // import h from 'h'",
    ].join('\n');
    assert.deepEqual(
      importsOf(text).map((i) => `${i.line}:${i.spec}`),
      ['1:a', '2:b', '3:c', '4:d', '5:e', '6:f'],
    );
  });

  it('as a command, exits 0 with a one-line summary on a clean tree and 1 with the list otherwise', () => {
    const clean = spawnSync(process.execPath, [script, cleanTree()], { encoding: 'utf8' });
    assert.equal(clean.status, 0, clean.stderr);
    assert.match(clean.stdout, /^boundaries: 10 files checked; no service, lib, gateway or web import crosses its boundary\n$/);

    const dirty = spawnSync(process.execPath, [script, tree({ 'services/orders/src/a.ts': "import { p } from '@shop/catalog';" })], {
      encoding: 'utf8',
    });
    assert.equal(dirty.status, 1);
    assert.match(dirty.stderr, /1 import\(s\) cross an architecture boundary/);
    assert.match(dirty.stderr, /services\/orders\/src\/a\.ts:1: imports '@shop\/catalog'/);
  });
});
