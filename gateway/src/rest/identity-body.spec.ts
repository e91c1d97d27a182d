import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asBody, optionalBoolean, optionalText, queryInt, text } from './identity-body';

describe('identity REST body coercion', () => {
  it('treats a body that is not a JSON object as empty', () => {
    assert.deepEqual(asBody(['x']), {});
    assert.deepEqual(asBody('text'), {});
    assert.deepEqual(asBody(null), {});
    assert.deepEqual(asBody({ a: 1 }), { a: 1 });
  });

  it('turns a missing or mistyped required field into "" so identity answers with its own message', () => {
    assert.equal(text(undefined), '');
    assert.equal(text(42), '');
    assert.equal(text({ $ne: '' }), '');
    assert.equal(text('a@b.cd'), 'a@b.cd');
  });

  it('keeps optional fields optional: a string, an explicit null, or left out', () => {
    assert.equal(optionalText('Quận 1'), 'Quận 1');
    assert.equal(optionalText(null), null);
    assert.equal(optionalText(5), undefined);
    assert.equal(optionalBoolean(true), true);
    assert.equal(optionalBoolean('true'), undefined);
  });

  it('reads page and limit only when they are plain positive integers', () => {
    assert.equal(queryInt('2'), 2);
    for (const v of ['abc', '-5', '1.5', '', undefined, ['2'], '99999999999']) assert.equal(queryInt(v), undefined, String(v));
  });
});
