import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mailCount, temporaryPasswordIn, waitForMail } from '../support/mail';
import {
  createCustomer,
  DESKTOP,
  openVisitor,
  PHONE,
  pickProvince,
  signInAs,
  signInWithForm,
  toast,
  waitForPath,
  type Account,
  type Visitor,
} from './support/session';
import { useShop } from '../support/shop';

// Account journeys in the browser (product §10 Account, §10 Profile and Forgot password, §12, §13).

const shop = useShop();

describe('profile', () => {
  let visitor: Visitor;
  let account: Account;
  before(async () => {
    account = await createCustomer(shop.baseUrl);
    visitor = await openVisitor(DESKTOP);
    await signInAs(visitor.page, shop.baseUrl, account.email, account.password);
  });
  after(() => visitor?.close());

  it('edits name and phone, keeps the e-mail read-only, and refuses a bad phone', async () => {
    const { page } = visitor;
    await page.goto(`${shop.baseUrl}/profile`);
    await page.getByText(account.email).waitFor();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    assert.equal(await page.getByLabel('Email').isEditable(), false);

    await page.getByLabel('Số điện thoại').fill('09123');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Số điện thoại không hợp lệ').waitFor();

    const name = `Lê Văn Sửa ${Date.now() % 10000}`;
    await page.getByLabel('Họ và tên').fill(name);
    await page.getByLabel('Số điện thoại').fill('0988777666');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await toast(page, 'Cập nhật thông tin thành công').waitFor();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).waitFor();
    await page.getByText('0988777666').waitFor();
    await page.getByRole('banner').getByRole('button', { name }).waitFor();

    await page.reload();
    await page.getByText(name, { exact: true }).first().waitFor();
  });

  it('cancels an edit without saving', async () => {
    const { page } = visitor;
    await page.goto(`${shop.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    await page.getByLabel('Họ và tên').fill('Không Lưu');
    await page.getByRole('button', { name: 'Hủy' }).click();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).waitFor();
    assert.equal(await page.getByText('Không Lưu').count(), 0);
  });
});

describe('password change', () => {
  it('changes the password, stays signed in, and the new password signs in', async () => {
    const account = await createCustomer(shop.baseUrl);
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await signInAs(page, shop.baseUrl, account.email, account.password);
      await page.goto(`${shop.baseUrl}/profile?tab=password`);
      await page.getByLabel('Mật khẩu hiện tại').fill('sai-mat-khau');
      await page.getByLabel('Mật khẩu mới', { exact: true }).fill('matkhaumoi1');
      await page.getByLabel('Xác nhận mật khẩu mới').fill('matkhaumoi1');
      await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
      await toast(page, /không đúng|thất bại/).waitFor();

      await page.getByLabel('Mật khẩu hiện tại').fill(account.password);
      await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
      await toast(page, 'Đổi mật khẩu thành công').waitFor();

      // The new token was kept: the profile still loads after the old one was revoked.
      await page.goto(`${shop.baseUrl}/profile`);
      await page.getByText(account.email).waitFor();

      await page.getByRole('banner').getByRole('button', { name: account.name }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await signInWithForm(page, shop.baseUrl, account.email, 'matkhaumoi1');
      await waitForPath(page, '/');
      await page.getByRole('banner').getByRole('button', { name: account.name }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('address book', () => {
  it('adds, edits, makes default and deletes an address (after confirming)', async () => {
    const account = await createCustomer(shop.baseUrl);
    const { page, close } = await openVisitor(PHONE);
    try {
      await signInAs(page, shop.baseUrl, account.email, account.password);
      await page.goto(`${shop.baseUrl}/profile?tab=addresses`);
      await page.getByText('Bạn chưa lưu địa chỉ nào').waitFor();

      await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
      await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await page.getByText('Vui lòng nhập họ tên người nhận').waitFor();
      await page.getByLabel('Họ tên người nhận').fill('Phạm Thu Hà');
      await page.getByLabel('Số điện thoại').fill('0911222333');
      await page.getByLabel('Địa chỉ cụ thể').fill('18 Phan Đình Phùng');
      await pickProvince(page, 'ha noi', 'Thành phố Hà Nội');
      await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await toast(page, 'Thêm địa chỉ thành công').waitFor();
      const first = page.getByRole('listitem', { name: 'Địa chỉ của Phạm Thu Hà' });
      await first.getByText('Mặc định', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
      await page.getByLabel('Họ tên người nhận').fill('Võ Minh Quân');
      await page.getByLabel('Số điện thoại').fill('0933444555');
      await page.getByLabel('Địa chỉ cụ thể').fill('7 Trần Phú');
      // The 2025 units: province then ward (decision 0108), no district for a new address.
      assert.equal(await page.getByLabel('Quận/Huyện').count(), 0);
      // Only a province of the 2025 list: made-up text finds nothing.
      await page.getByLabel('Tỉnh/Thành phố').fill('Đảo Ngọc Xanh');
      await page.getByText('Không tìm thấy tỉnh/thành phố').waitFor();
      await page.getByLabel('Tỉnh/Thành phố').press('Escape');
      await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await page.getByText('Vui lòng chọn tỉnh/thành phố', { exact: true }).waitFor();
      await pickProvince(page, 'da nang', 'Thành phố Đà Nẵng');
      await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await toast(page, 'Thêm địa chỉ thành công').waitFor();
      const second = page.getByRole('listitem', { name: 'Địa chỉ của Võ Minh Quân' });
      await second.getByText('7 Trần Phú, Thành phố Đà Nẵng').waitFor();

      await second.getByRole('button', { name: 'Sửa' }).click();
      await page.getByRole('combobox', { name: 'Phường/Xã' }).selectOption('Phường Hải Châu');
      await page.getByRole('button', { name: 'Cập nhật địa chỉ' }).click();
      await toast(page, 'Cập nhật địa chỉ thành công').waitFor();
      await second.getByText('7 Trần Phú, Phường Hải Châu, Thành phố Đà Nẵng').waitFor();

      await second.getByRole('button', { name: 'Đặt làm mặc định' }).click();
      await second.getByText('Mặc định', { exact: true }).waitFor();
      assert.equal(await first.getByText('Mặc định', { exact: true }).count(), 0);

      await first.getByRole('button', { name: 'Xóa' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Hủy' }).click();
      await first.waitFor();
      await first.getByRole('button', { name: 'Xóa' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Xóa' }).click();
      await toast(page, 'Xóa địa chỉ thành công').waitFor();
      await first.waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('listitem', { name: /^Địa chỉ của/ }).count(), 1);
    } finally {
      await close();
    }
  });
});

describe('forgotten password', () => {
  it('validates the e-mail on the forgot-password page', async () => {
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await page.goto(`${shop.baseUrl}/forgot-password`);
      const send = page.getByRole('button', { name: 'Gửi mật khẩu tạm thời' });
      await send.click();
      await page.getByText('Vui lòng nhập email').waitFor();
      await page.getByLabel('Email').fill('ai-do@');
      await send.click();
      await page.getByText('Email không hợp lệ').waitFor();
      assert.equal(new URL(page.url()).pathname, '/forgot-password');
    } finally {
      await close();
    }
  });

  it('sends the reset page back to the forgot-password page when it has no e-mail', async () => {
    const { page, close } = await openVisitor(PHONE);
    try {
      await page.goto(`${shop.baseUrl}/reset-password`);
      await toast(page, 'Vui lòng quay lại trang quên mật khẩu').waitFor();
      await waitForPath(page, '/forgot-password');
    } finally {
      await close();
    }
  });

  it('mails a temporary password, resets with it, and signs in with the new one', async () => {
    const account = await createCustomer(shop.baseUrl);
    const { page, close } = await openVisitor(DESKTOP);
    try {
      const before = mailCount(account.email);
      await page.goto(`${shop.baseUrl}/forgot-password`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Gửi mật khẩu tạm thời' }).click();
      await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.get('email') === account.email);
      const temporary = temporaryPasswordIn(await waitForMail(account.email, before));

      await page.getByLabel('Mật khẩu tạm thời').fill(temporary);
      await page.getByLabel('Mật khẩu mới', { exact: true }).fill('datlai123');
      await page.getByLabel('Xác nhận mật khẩu mới').fill('datlai12');
      await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
      await page.getByText('Mật khẩu xác nhận không khớp').waitFor();
      await page.getByLabel('Xác nhận mật khẩu mới').fill('datlai123');
      await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
      await page.getByRole('heading', { name: 'Đặt lại mật khẩu thành công' }).waitFor();

      await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
      await signInWithForm(page, shop.baseUrl, account.email, 'datlai123');
      await waitForPath(page, '/');
    } finally {
      await close();
    }
  });
});
