import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../support/identity';
import { DESKTOP, openVisitor, PHONE, signInAs, signInWithForm, toast, waitForPath, type Visitor } from './support/session';
import { useShop } from '../support/shop';

// Shell and sign-in journeys in the browser (product §2 shop layout, login and register, redirect
// rules; §10 accounts; §12 validation).

const shop = useShop();

describe('signing up and in', () => {
  let visitor: Visitor;
  before(async () => {
    visitor = await openVisitor(DESKTOP);
  });
  after(() => visitor?.close());

  it('registers a new customer, logs out, logs in again and shows their name in the user menu', async () => {
    const { page } = visitor;
    const name = `Trần Thị Đăng Ký ${Date.now() % 100000}`;
    const email = `dangky.${Date.now()}@example.com`;
    await page.goto(`${shop.baseUrl}/register`);
    await page.getByLabel('Họ và tên').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
    await page.getByLabel('Xác nhận mật khẩu').fill('matkhau123');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await waitForPath(page, '/');
    const userMenu = page.getByRole('banner').getByRole('button', { name });
    await userMenu.waitFor();

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).click();
    await signInWithForm(page, shop.baseUrl, email, 'matkhau123');
    await waitForPath(page, '/');
    await userMenu.click();
    for (const item of ['Tài khoản', 'Đơn hàng của tôi', 'Đăng xuất']) await page.getByRole('menuitem', { name: item }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Quản trị' }).count(), 0);
    // Signed out again: a signed-in visitor opening /register or /login goes home.
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).waitFor();
  });

  it('shows the validation messages for a bad phone, a bad e-mail, a short password and a mismatched confirmation', async () => {
    const { page } = visitor;
    await page.goto(`${shop.baseUrl}/register`);
    await page.getByLabel('Họ và tên').fill('Người Thử');
    await page.getByLabel('Email').fill('khong-phai-email');
    await page.getByLabel('Số điện thoại').fill('12345');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('123');
    await page.getByLabel('Xác nhận mật khẩu').fill('1234');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    for (const message of ['Số điện thoại không hợp lệ', 'Email không hợp lệ', 'Mật khẩu phải có ít nhất 6 ký tự', 'Mật khẩu không khớp']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    assert.equal(new URL(page.url()).pathname, '/register');
  });

  it('says so when the e-mail or password is wrong', async () => {
    const { page } = visitor;
    await signInWithForm(page, shop.baseUrl, DEMO.customer.email, 'sai-mat-khau');
    await toast(page, 'Email hoặc mật khẩu không đúng').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
  });
});

describe('where people land', () => {
  it('takes the admin to /admin after signing in', async () => {
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await signInWithForm(page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
      await waitForPath(page, '/admin');
      await page
        .getByText(/^Xin chào, /)
        .first()
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
    } finally {
      await close();
    }
  });

  it('sends a customer who opens /admin to the home page, and staff who open /profile to /admin', async () => {
    const customer = await openVisitor(DESKTOP);
    const seller = await openVisitor(DESKTOP);
    try {
      await signInAs(customer.page, shop.baseUrl, DEMO.customer.email, DEMO.customer.password);
      await customer.page.goto(`${shop.baseUrl}/admin/customers`);
      await waitForPath(customer.page, '/');

      await signInAs(seller.page, shop.baseUrl, DEMO.seller.email, DEMO.seller.password);
      await seller.page.goto(`${shop.baseUrl}/profile`);
      await waitForPath(seller.page, '/admin');
    } finally {
      await customer.close();
      await seller.close();
    }
  });

  it('sends a signed-out visitor from a login-only page to /login, and an unknown path to /', async () => {
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await page.goto(`${shop.baseUrl}/my-orders`);
      await waitForPath(page, '/login');
      await page.goto(`${shop.baseUrl}/khong-co-trang-nay/123`);
      await waitForPath(page, '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    } finally {
      await close();
    }
  });
});

describe('the phone menu at 390×844', () => {
  it('offers the shop pages and sign-in, closes after choosing; the search is in the top bar', async () => {
    const { page, close } = await openVisitor(PHONE);
    try {
      await page.goto(`${shop.baseUrl}/`);
      // The header is drawn before its search box is checked (React renders after the load event).
      await page.getByRole('button', { name: 'Mở menu' }).waitFor();
      assert.equal(await page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).isVisible(), true, 'the search stays in the top bar');
      await page.getByRole('button', { name: 'Mở menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.waitFor();
      for (const link of ['Trang chủ', 'Sản phẩm', 'Giới thiệu', 'Đăng nhập', 'Đăng ký']) {
        await menu.getByRole('link', { name: link, exact: true }).waitFor();
      }
      await menu.getByRole('link', { name: 'Giới thiệu', exact: true }).click();
      await waitForPath(page, '/about');
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'Về Túi Việt' }).waitFor();

      const search = page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
      await search.fill('   ');
      await search.press('Enter');
      assert.equal(new URL(page.url()).pathname, '/about', 'whitespace is not searched');
      await search.fill('balo');
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'balo');
    } finally {
      await close();
    }
  });
});

describe('footer and keyboard', () => {
  it('opens the policies in dialogs and starts the Tab order with a skip link', async () => {
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await page.goto(`${shop.baseUrl}/`);
      const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
      // React renders after the load event: wait for the page before the first key press.
      await skip.waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Chính sách bảo hành' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chính sách bảo hành' });
      await dialog.getByText('bảo hành trọn đời').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await footer.getByRole('button', { name: 'Phương thức vận chuyển' }).click();
      const delivery = page.getByRole('dialog', { name: 'Phương thức vận chuyển' });
      for (const text of [/^30\.000\s₫$/, /^50\.000\s₫$/, /^70\.000\s₫$/, /không tính Chủ nhật/]) await delivery.getByText(text).first().waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await footer.getByRole('link', { name: 'Giới thiệu Túi Việt' }).getAttribute('href'), '/about');
    } finally {
      await close();
    }
  });
});
