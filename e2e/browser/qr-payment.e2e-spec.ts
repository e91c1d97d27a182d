import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSystem, type RunningSystem } from '../support/system';
import { addToServerCart, customerClient } from './support/orders';
import { createCustomer, pickProvince, signInAs, toast, type Account } from './support/session';
import { Catalog, dong, openBrowser, VIEWPORTS, type Shopper } from './support/storefront';

// A QR order placed in the browser, the QR page with the local fallback code and
// its countdown, a SePay notification posted by the test, and the page moving on to the success
// page by itself. On a phone, where most shoppers pay.

let system: RunningSystem;
let shopper: Shopper;
let account: Account;

before(async () => {
  system = await startSystem();
  account = await createCustomer(system.baseUrl);
  const customer = await customerClient(system.baseUrl, account.email, account.password);
  const [choice] = await Catalog.at(system.baseUrl).withChoices(3);
  assert.ok(choice, 'the demo catalog has a product in stock');
  await addToServerCart(customer, choice.product, choice.variant, 1);
  shopper = await openBrowser(VIEWPORTS[0]);
});
after(async () => {
  await shopper?.close();
  await system?.stop();
});

describe('paying a QR order', () => {
  it('shows the local VietQR code with its countdown and turns to the success page when the bank notification arrives', async () => {
    const { page } = shopper;
    // The third-party image service is out of reach, as on the build machines: the page must fall back.
    await page.route('https://img.vietqr.io/**', (route) => route.abort());
    await signInAs(page, system.baseUrl, account.email, account.password);
    await page.goto(`${system.baseUrl}/checkout`);
    await page.getByLabel('Địa chỉ cụ thể').fill('5 Nguyễn Huệ');
    await pickProvince(page, 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await page.getByRole('radio', { name: 'Chuyển khoản qua mã QR' }).check();
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment/qr/'));
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByText('Không tải được ảnh VietQR. Đang chuyển sang QR dự phòng.').waitFor();
    const local = page.getByTestId('local-qr');
    await local.waitFor();
    assert.match((await local.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    const details = page.getByRole('region', { name: 'Quét mã VietQR để thanh toán' });
    const transfer = (await details.getByText(/^DONHANGDH\d+$/).innerText()).trim();
    const amount = dong(await details.getByText(/₫$/).first().innerText());
    assert.ok(amount > 0);

    await details.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }).click();
    await toast(page, 'Copy thành công').waitFor();

    const timer = page.getByRole('timer');
    const first = await timer.innerText();
    assert.match(first, /^Mã hết hạn sau 0[45]:\d\d$/);
    await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first);

    // SePay tells the shop the money arrived (the bank inserts spaces; the test signs as SePay does).
    const posted = Date.now();
    const res = await fetch(`${system.baseUrl}/api/payments/webhooks/sepay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${process.env.SEPAY_WEBHOOK_API_KEY ?? 'e2e-sepay-webhook-key'}` },
      body: JSON.stringify({
        id: Date.now(),
        gateway: 'Vietcombank',
        transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
        accountNumber: '0011004455667',
        code: null,
        content: `MBVCB.8812. ${transfer.replace('DONHANG', 'DONHANG ')} CT tu 0123`,
        transferType: 'in',
        transferAmount: amount,
        accumulated: amount,
        subAccount: null,
        referenceCode: 'FT26327990011',
        description: '',
      }),
    });
    assert.deepEqual([res.status, await res.json()], [200, { success: true }]);
    // The page checks every 5 s: the next check sees the payment (plus the check's own time).
    await page.waitForURL((url) => url.pathname === `/order-success/${orderId}`, { timeout: 8000 });
    const took = Date.now() - posted;
    assert.ok(took <= 8000, `success page after ${took} ms`);
    await toast(page, 'Thanh toán thành công!').waitFor();
  });
});
