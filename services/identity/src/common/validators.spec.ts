import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, createValidationPipe } from '@shop/platform';
import { AddressInput } from '../addresses/address.inputs';
import { ForgotPasswordArgs, ResetPasswordInput } from '../password-reset/reset.inputs';
import { ChangePasswordInput, LoginInput, RegisterInput, UpdateProfileInput } from '../users/users.inputs';

const pipe = createValidationPipe();

/** Runs the service's global pipe as Nest does for a GraphQL argument. */
async function check<T>(metatype: new () => T, value: Record<string, unknown>): Promise<{ value?: T; fields?: Record<string, string> }> {
  try {
    return { value: (await pipe.transform(value, { type: 'body', metatype })) as T };
  } catch (err) {
    assert.ok(err instanceof DomainError && err.code === 'VALIDATION_FAILED', String(err));
    return { fields: err.fields };
  }
}

const register = { name: 'Nguyễn Văn A', email: 'a@example.com', phone: '0912345678', password: 'secret1' };

describe('input validation (product §12)', () => {
  it('accepts a valid registration, trimming the name and lower-casing the e-mail', async () => {
    const { value } = await check(RegisterInput, { ...register, name: '  Nguyễn Văn A ', email: ' A@Example.COM ' });
    assert.equal(value?.name, 'Nguyễn Văn A');
    assert.equal(value?.email, 'a@example.com');
  });

  it('needs a phone of exactly 10 digits: "Số điện thoại không hợp lệ"', async () => {
    for (const phone of ['091234567', '09123456789', '0912 345 678', '+84912345678', 'abcdefghij', '']) {
      assert.deepEqual((await check(RegisterInput, { ...register, phone })).fields, { phone: 'Số điện thoại không hợp lệ' }, phone);
    }
  });

  it('needs a standard e-mail: "Email không hợp lệ"', async () => {
    for (const email of ['plain', 'a@b', 'a b@c.de', '@c.de', '', 42]) {
      assert.deepEqual((await check(LoginInput, { email, password: 'secret1' })).fields, { email: 'Email không hợp lệ' }, String(email));
    }
  });

  it('needs passwords of at least 6 characters: "Mật khẩu phải có ít nhất 6 ký tự"', async () => {
    assert.deepEqual((await check(RegisterInput, { ...register, password: '12345' })).fields, { password: 'Mật khẩu phải có ít nhất 6 ký tự' });
    assert.deepEqual((await check(LoginInput, { email: 'a@b.cd', password: '' })).fields, { password: 'Mật khẩu phải có ít nhất 6 ký tự' });
    assert.deepEqual((await check(ChangePasswordInput, { currentPassword: 'x', newPassword: '123' })).fields, {
      newPassword: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
    assert.equal((await check(RegisterInput, { ...register, password: '123456' })).fields, undefined);
  });

  it('refuses passwords longer than 128 characters so hashing cannot be abused', async () => {
    assert.deepEqual((await check(RegisterInput, { ...register, password: 'x'.repeat(129) })).fields, { password: 'Mật khẩu không được dài quá 128 ký tự' });
  });

  it('needs a name on registration', async () => {
    assert.deepEqual((await check(RegisterInput, { ...register, name: '   ' })).fields, { name: 'Vui lòng nhập họ tên' });
  });

  it('needs the current password to change it', async () => {
    assert.deepEqual((await check(ChangePasswordInput, { currentPassword: '', newPassword: 'abcdef' })).fields, {
      currentPassword: 'Vui lòng nhập mật khẩu hiện tại',
    });
  });

  it('lets a profile update leave out name or phone, but checks the phone when given', async () => {
    assert.equal((await check(UpdateProfileInput, { name: 'B' })).fields, undefined);
    assert.deepEqual((await check(UpdateProfileInput, { phone: '123' })).fields, { phone: 'Số điện thoại không hợp lệ' });
  });

  it('drops an e-mail sent with a profile update (the e-mail is read-only)', async () => {
    const { value } = await check(UpdateProfileInput, { name: 'B', email: 'new@example.com' });
    assert.equal((value as Record<string, unknown>).email, undefined);
  });

  it('needs the confirmation to match in reset: "Mật khẩu xác nhận không khớp"', async () => {
    const reset = { email: 'a@b.cd', temporaryPassword: 'ABCDEFGHJK', newPassword: 'abcdef', confirmPassword: 'abcdeg' };
    assert.deepEqual((await check(ResetPasswordInput, reset)).fields, { confirmPassword: 'Mật khẩu xác nhận không khớp' });
    assert.deepEqual((await check(ResetPasswordInput, { ...reset, temporaryPassword: '', confirmPassword: 'abcdef' })).fields, {
      temporaryPassword: 'Vui lòng nhập mật khẩu tạm thời',
    });
  });

  it('needs a valid e-mail to ask for a temporary password', async () => {
    assert.deepEqual((await check(ForgotPasswordArgs, { email: 'x' })).fields, { email: 'Email không hợp lệ' });
  });

  it('needs full name, phone, address line and city in an address, and nothing else', async () => {
    const { fields } = await check(AddressInput, { fullName: '', phone: ' ', addressLine: '', city: '' });
    assert.deepEqual(Object.keys(fields ?? {}).sort(), ['addressLine', 'city', 'fullName', 'phone']);
    const ok = await check(AddressInput, { fullName: 'A', phone: '12', addressLine: '1 Lê Lợi', city: 'Huế' });
    assert.equal(ok.fields, undefined, 'the address form does not check the phone format');
  });
});
