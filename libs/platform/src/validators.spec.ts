import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IsOptional } from 'class-validator';
import { DomainError } from './errors';
import { dataException, foreignKeyViolation, uniqueViolation } from './pg-errors';
import { createValidationPipe } from './validation.pipe';
import {
  CONTROL_CHARACTERS_MESSAGE,
  IntBetween,
  IsShopEmail,
  IsShopPhone,
  NoControlCharacters,
  OptionalText,
  RequiredText,
  hasControlCharacters,
} from './validators';

class Sample {
  @RequiredText('Vui lòng nhập tên', 10) name: string;
  @IsOptional() @OptionalText(20) note?: string | null;
  @NoControlCharacters() code: unknown;
}

const pipe = createValidationPipe();
async function fieldsOf(value: Record<string, unknown>, metatype: new () => object = Sample): Promise<Record<string, string> | undefined> {
  try {
    await pipe.transform(value, { type: 'body', metatype });
    return undefined;
  } catch (err) {
    assert.ok(err instanceof DomainError);
    return err.fields;
  }
}

describe('shared text rules (decision 0422)', () => {
  it('finds C0 controls other than tab and line breaks, DEL and C1 controls', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u001b[0m', '\u001f', '\u007f', '\u0080', '\u009f']) {
      assert.equal(hasControlCharacters(bad), true, JSON.stringify(bad));
    }
    for (const good of ['Túi tote Hoa Sen', 'dòng 1\ndòng 2\r\n\tthụt lề', 'עברית', '😀', '\u200b', ' ']) {
      assert.equal(hasControlCharacters(good), false, JSON.stringify(good));
    }
  });

  it('answers a control character with its own message, a long text with the length, a blank one with the field message', async () => {
    assert.deepEqual(await fieldsOf({ name: 'A\u0000B', code: 'x' }), { name: CONTROL_CHARACTERS_MESSAGE });
    assert.deepEqual(await fieldsOf({ name: 'A'.repeat(11), code: 'x' }), { name: 'Tối đa 10 ký tự' });
    assert.deepEqual(await fieldsOf({ name: '   ', code: 'x' }), { name: 'Vui lòng nhập tên' });
    assert.deepEqual(await fieldsOf({ name: 'An', note: 'x\u007f', code: 'x' }), { note: CONTROL_CHARACTERS_MESSAGE });
    assert.deepEqual(await fieldsOf({ name: 'An', code: 'a\u0000' }), { code: CONTROL_CHARACTERS_MESSAGE });
    assert.equal(await fieldsOf({ name: 'An', note: null, code: 42 }), undefined);
  });
});

class Contact {
  @IsShopEmail() email: unknown;
  @IsShopPhone() phone: unknown;
  @IntBetween(1, 5, 'Số sao từ 1 đến 5') rating: unknown;
}

describe('shop field rules shared by the services', () => {
  const ok = { email: 'an@example.com', phone: '0912345678', rating: 5 };

  it('accepts an e-mail and a phone the shop rules accept, and an integer within the bounds', async () => {
    assert.equal(await fieldsOf(ok, Contact), undefined);
    assert.equal(await fieldsOf({ ...ok, rating: 1 }, Contact), undefined);
  });

  it('answers "Email không hợp lệ" for a malformed e-mail or one carrying a control character', async () => {
    for (const email of ['plain', 'a@b', 'a b@c.de', '', 42, 'an\u0000@example.com', `${'a'.repeat(250)}@x.vn`]) {
      assert.deepEqual(await fieldsOf({ ...ok, email }, Contact), { email: 'Email không hợp lệ' }, JSON.stringify(email));
    }
  });

  it('answers "Số điện thoại không hợp lệ" for anything but ten digits', async () => {
    for (const phone of ['091234567', '09123456789', '0912 345 678', '+84912345678', '', 912345678]) {
      assert.deepEqual(await fieldsOf({ ...ok, phone }, Contact), { phone: 'Số điện thoại không hợp lệ' }, String(phone));
    }
  });

  it('answers the given message for a number out of bounds, a fraction or a text', async () => {
    for (const rating of [0, 6, 2.5, '3', null]) assert.deepEqual(await fieldsOf({ ...ok, rating }, Contact), { rating: 'Số sao từ 1 đến 5' }, String(rating));
  });
});

describe('PostgreSQL errors behind Drizzle', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });

  it('finds a unique or foreign-key violation in the cause chain, by constraint when asked', () => {
    const unique = wrapped({ code: '23505', constraint: 'categories_slug_unique' });
    assert.ok(uniqueViolation(unique));
    assert.ok(uniqueViolation(unique, 'categories_slug_unique'));
    assert.equal(uniqueViolation(unique, 'other'), undefined);
    assert.equal(foreignKeyViolation(unique), undefined);
    assert.ok(foreignKeyViolation(wrapped({ code: '23503' })));
  });

  it('treats class 22 (a value PostgreSQL cannot take) as a data exception, and nothing else', () => {
    for (const code of ['22021', '22P05', '22P02', '22003', '22001']) assert.ok(dataException(wrapped({ code })), code);
    for (const code of ['23505', '40001', '57014', '08006']) assert.equal(dataException(wrapped({ code })), undefined, code);
    const loop: { code: string; cause?: unknown } = { code: 'XX000' };
    loop.cause = loop;
    assert.equal(dataException(loop), undefined, 'a cause cycle ends the walk');
  });
});
