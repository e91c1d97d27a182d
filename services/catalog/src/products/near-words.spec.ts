import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nearWords, oneEditApart } from './near-words';

describe('spellings one letter away (decision 0205)', () => {
  it('counts one letter wrong, missing or extra, and nothing more', () => {
    assert.ok(oneEditApart('bslo', 'balo'));
    assert.ok(oneEditApart('baloo', 'balo'));
    assert.ok(oneEditApart('blo', 'balo'));
    assert.ok(oneEditApart('balo', 'bal'));
    assert.ok(!oneEditApart('balo', 'balo'));
    assert.ok(!oneEditApart('blao', 'balo'), 'two letters swapped are two edits');
    assert.ok(!oneEditApart('bxyo', 'balo'));
    assert.ok(!oneEditApart('ba', 'balo'));
  });

  it('widens only words of 4 letters or more, without digits, that no catalog word holds', () => {
    const catalog = ['balo', 'bao', 'tui', 'vai', 'son', 'sen', 'hoasan'];
    assert.deepEqual(nearWords(['bslo', 'tui', 'sen', 'bal', 'hoasen', 'bal0'], catalog), [['balo'], [], [], [], ['hoasan'], []]);
    assert.deepEqual(nearWords(['vaii'], catalog), [['vai']]);
  });
});
