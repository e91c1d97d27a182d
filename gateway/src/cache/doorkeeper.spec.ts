import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Doorkeeper, keyHash } from './doorkeeper';

describe('doorkeeper', () => {
  it('admits a key from its second time on', () => {
    const door = new Doorkeeper(100);
    assert.equal(door.admits('R /api/products?search=balo'), false);
    assert.equal(door.admits('R /api/products?search=balo'), true);
    assert.equal(door.admits('R /api/products?search=balo'), true);
    assert.equal(door.admits('R /api/products?search=bal'), false, 'another key is its own');
  });

  it('remembers a key for at least `capacity` other keys, and forgets it after twice that', () => {
    const door = new Doorkeeper(10);
    door.admits('kept');
    for (let i = 0; i < 10; i++) door.admits(`other ${i}`);
    assert.equal(door.admits('kept'), true, 'still in the previous generation');
    const forgotten = new Doorkeeper(10);
    forgotten.admits('gone');
    for (let i = 0; i < 20; i++) forgotten.admits(`other ${i}`);
    assert.equal(forgotten.admits('gone'), false, 'both generations have turned over');
  });

  it('holds small integers, spread over the keys', () => {
    const hashes = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const hash = keyHash(`R /api/products/suggestions?q=t%C3%BAi+${i}`);
      assert.ok(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 30);
      hashes.add(hash);
    }
    assert.ok(hashes.size >= 9_990, `${hashes.size} distinct hashes of 10,000 keys`);
  });
});
