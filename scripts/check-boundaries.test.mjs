import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkBoundaries } from './check-boundaries.mjs';

const roots = [];
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

describe('architecture boundaries', () => {
  it('accepts services that import libs and web code that imports the shared validation rules', () => {
    const root = tree({
      'services/orders/src/a.ts': "import { x } from '@shop/platform';\nimport { y } from './b';",
      'services/orders/src/b.ts': 'export const y = 1;',
      'web/src/app.tsx': "import { isValidPhone } from '@shop/validation';\nimport { z } from './lib/z';",
      'libs/platform/src/index.ts': "import { c } from '@shop/config';",
    });
    assert.deepEqual(checkBoundaries(root).problems, []);
  });

  it('refuses a service importing another service, by package or by path', () => {
    const root = tree({
      'services/orders/src/a.ts': "import { products } from '@shop/catalog';",
      'services/orders/src/b.ts': "import { s } from '../../catalog/src/db/schema';",
    });
    const { problems } = checkBoundaries(root);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /services\/orders\/src\/a\.ts: imports '@shop\/catalog'/);
  });

  it('refuses web code importing server code and libs importing services', () => {
    const root = tree({
      'web/src/x.ts': "import { AuthGuard } from '@shop/auth';",
      'web/src/y.ts': "import { v } from '../../libs/contracts/src/events';",
      'libs/auth/src/z.ts': "const m = require('@shop/identity');",
    });
    assert.equal(checkBoundaries(root).problems.length, 3);
  });
});
