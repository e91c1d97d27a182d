import type { Page } from 'playwright-core';
import type { StaffRole } from './admin';

// Every state of the back office a person meets (docs/product.md §2's admin screens), for the
// accessibility journey: where to go, what to do there, and which roles may see it.

/** What the journey made before it looks: a product with variants and photos, an order, a coupon. */
export interface AdminFixtures {
  productId: string;
  orderId: string;
  orderNumber: string;
}

export interface AdminPageState {
  name: string;
  /** Roles that open it; the others meet the "not allowed" screen there, which is looked at once. */
  roles: readonly StaffRole[];
  open(page: Page, baseUrl: string, made: AdminFixtures): Promise<void>;
}

const BOTH = ['admin', 'seller'] as const;
const ADMIN = ['admin'] as const;

/** The page has drawn its data: its heading is there and no spinner or skeleton is left. */
export async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  await (heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 }).first()).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton, .ant-table-placeholder .ant-spin'));
  // the last answers paint, and antd's wave and focus styles are done
  await page.waitForTimeout(400);
}

const visit = (path: string, heading: string | RegExp) => async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}${path}`);
  await settled(page, heading);
};

/** Picks a period of the dashboard (a radio drawn as a button). */
const dashboardPeriod = (label: string) => async (page: Page, baseUrl: string) => {
  if (new URL(page.url()).pathname !== '/admin') await visit('/admin', 'Tổng quan')(page, baseUrl);
  await page.getByRole('radiogroup', { name: 'Khoảng thời gian' }).getByText(label, { exact: true }).click();
  await settled(page, 'Tổng quan');
};

export const ADMIN_PAGE_STATES: AdminPageState[] = [
  { name: 'Tổng quan, 30 ngày (mặc định)', roles: BOTH, open: visit('/admin', 'Tổng quan') },
  { name: 'Tổng quan, hôm nay', roles: BOTH, open: dashboardPeriod('Hôm nay') },
  { name: 'Tổng quan, 7 ngày', roles: BOTH, open: dashboardPeriod('7 ngày') },
  { name: 'Tổng quan, tháng này', roles: BOTH, open: dashboardPeriod('Tháng này') },
  { name: 'Tổng quan, tùy chọn', roles: BOTH, open: dashboardPeriod('Tùy chọn') },
  { name: 'Sản phẩm', roles: BOTH, open: visit('/admin/products', 'Sản phẩm') },
  {
    name: 'Sửa sản phẩm (biến thể, ảnh)',
    roles: BOTH,
    open: (page, baseUrl, made) => visit(`/admin/products/edit/${made.productId}`, 'Sửa sản phẩm')(page, baseUrl),
  },
  { name: 'Thêm sản phẩm', roles: BOTH, open: visit('/admin/products/new', 'Thêm sản phẩm') },
  { name: 'Tồn kho', roles: BOTH, open: visit('/admin/inventory', 'Tồn kho') },
  { name: 'Danh mục', roles: BOTH, open: visit('/admin/categories', 'Danh mục') },
  { name: 'Đơn hàng', roles: BOTH, open: visit('/admin/orders', 'Đơn hàng') },
  { name: 'Đơn hàng, lọc chờ xác nhận và COD', roles: BOTH, open: visit('/admin/orders?status=pending&paymentMethod=cod', 'Đơn hàng') },
  {
    name: 'Đơn hàng, một đơn được chọn',
    roles: BOTH,
    open: async (page, baseUrl, made) => {
      await visit(`/admin/orders?search=${made.orderNumber}`, 'Đơn hàng')(page, baseUrl);
      await page.getByRole('checkbox', { name: `Chọn đơn ${made.orderNumber}` }).check();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'Chi tiết đơn hàng',
    roles: BOTH,
    open: (page, baseUrl, made) => visit(`/admin/orders/${made.orderId}`, `Đơn hàng ${made.orderNumber}`)(page, baseUrl),
  },
  {
    name: 'In phiếu giao hàng',
    roles: BOTH,
    open: async (page, baseUrl, made) => {
      await page.goto(`${baseUrl}/admin/orders/print?ids=${made.orderId}`);
      await page.getByText(made.orderNumber).first().waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'Tạo đơn hàng cho khách', roles: BOTH, open: visit('/admin/orders/new', /Tạo đơn hàng cho khách/) },
  { name: 'Cần hoàn tiền (một khoản)', roles: ADMIN, open: visit('/admin/orders/refunds', 'Cần hoàn tiền') },
  { name: 'Chuyển khoản cần kiểm tra', roles: ADMIN, open: visit('/admin/orders/transfers', 'Chuyển khoản cần kiểm tra') },
  { name: 'Mã giảm giá', roles: ADMIN, open: visit('/admin/coupons', 'Mã giảm giá') },
  {
    name: 'Thêm mã giảm giá',
    roles: ADMIN,
    open: async (page, baseUrl) => {
      await visit('/admin/coupons', 'Mã giảm giá')(page, baseUrl);
      await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
      await page.getByRole('dialog', { name: 'Thêm mã giảm giá' }).waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'Khách hàng (và bản tin)', roles: ADMIN, open: visit('/admin/customers', 'Khách hàng') },
];

/** What a seller meets on an admin-only screen (decision 0430). */
export const NOT_ALLOWED_STATE: AdminPageState = {
  name: 'Mã giảm giá, không được phép',
  roles: ['seller'],
  open: async (page, baseUrl) => {
    await page.goto(`${baseUrl}/admin/coupons`);
    await page.getByText('Bạn không có quyền truy cập trang này').waitFor();
    await page.waitForTimeout(400);
  },
};
