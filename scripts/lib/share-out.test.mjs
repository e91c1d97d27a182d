import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { shareOut } from './share-out.mjs';

test('every item runs once, no worker runs two at a time, and a free worker takes the next item', async () => {
  const busy = new Set();
  const ran = [];
  // a takes the long first item; b gets everything else meanwhile
  const took = { 1: 60, 2: 5, 3: 5, 4: 5 };
  await shareOut([1, 2, 3, 4], ['a', 'b'], async (item, worker) => {
    assert.ok(!busy.has(worker), `${worker} was given ${item} while busy`);
    busy.add(worker);
    ran.push(`${worker}${item}`);
    await sleep(took[item]);
    busy.delete(worker);
  });
  assert.deepEqual(ran, ['a1', 'b2', 'b3', 'b4']);
});

test('one worker runs the items in order, and nothing runs for no items', async () => {
  const ran = [];
  await shareOut(['x', 'y'], ['only'], async (item) => {
    ran.push(item);
  });
  await shareOut([], ['only'], async () => assert.fail('no item to run'));
  assert.deepEqual(ran, ['x', 'y']);
});
