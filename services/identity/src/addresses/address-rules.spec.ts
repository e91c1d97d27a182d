import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_ADDRESSES, byDisplayOrder, isDefaultAfterUpdate, isDefaultForNew, successorOfDeletedDefault } from './address-rules';

const at = (s: number) => new Date(Date.UTC(2025, 6, 1, 0, 0, s));

describe('default address rules', () => {
  it('makes the first address the default even when not asked', () => {
    assert.equal(isDefaultForNew(0, undefined), true);
    assert.equal(isDefaultForNew(0, false), true);
  });

  it('makes a later address the default only when asked', () => {
    assert.equal(isDefaultForNew(2, undefined), false);
    assert.equal(isDefaultForNew(2, false), false);
    assert.equal(isDefaultForNew(2, true), true);
  });

  it('moves the default to an address when it is ticked', () => {
    assert.equal(isDefaultAfterUpdate(false, true), true);
  });

  it('keeps the default when it is un-ticked, so there is never none', () => {
    assert.equal(isDefaultAfterUpdate(true, false), true);
    assert.equal(isDefaultAfterUpdate(true, undefined), true);
    assert.equal(isDefaultAfterUpdate(false, undefined), false);
  });

  it('promotes the most recently added remaining address when the default is deleted', () => {
    const next = successorOfDeletedDefault([
      { id: 'a', createdAt: at(1) },
      { id: 'c', createdAt: at(3) },
      { id: 'b', createdAt: at(2) },
    ]);
    assert.equal(next?.id, 'c');
    assert.equal(successorOfDeletedDefault([]), undefined);
  });

  it('lists the default first, then the others in the order they were added', () => {
    const list = [
      { id: 'x', isDefault: false, createdAt: at(2) },
      { id: 'y', isDefault: true, createdAt: at(3) },
      { id: 'z', isDefault: false, createdAt: at(1) },
    ].sort(byDisplayOrder);
    assert.deepEqual(
      list.map((a) => a.id),
      ['y', 'z', 'x'],
    );
  });

  it('caps the address book at 20 entries', () => {
    assert.equal(MAX_ADDRESSES, 20);
  });
});
