import { createElement, isValidElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { ShopLayout } from '../components/layout/ShopLayout';
import { CustomerOnly, GuestOnly, NotStaff, StaffOnly } from './guards';
import { lazyWithAntd } from '../components/antd/lazy-with-antd';
import { lazyRetrying, retryImport } from '../lib/retry-import.logic';

// Every route of the app (product §2 route table), each page loaded on demand (a failed load tried
// again, decision 0923). The admin area is only imported behind <StaffOnly>, so shoppers never
// download it.

const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazyRetrying(load);

/**
 * A page that uses Ant Design components: loaded together with antd's theme and locale
 * (components/antd/AntdScope), which pages without antd never load (decision 0902).
 */
const antdPage = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazyWithAntd(() => load().then((m) => m.default));

/**
 * A page the gateway may already have drawn as HTML (decision 0904): `main.tsx` loads its module
 * before the first render, which then draws the whole page at once (never a spinner in between);
 * otherwise it loads lazily like any page.
 */
function firstScreenPage(load: () => Promise<{ default: ComponentType }>): ComponentType & Preloadable {
  let loaded: ComponentType | undefined;
  const settle = () =>
    retryImport(load).then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(settle);
  return Object.assign(() => createElement(loaded ?? Lazy), { preload: settle });
}

interface Preloadable {
  preload(): Promise<unknown>;
}

const HomePage = firstScreenPage(() => import('../features/home/pages/HomePage'));
const AboutPage = page(() => import('../features/home/pages/AboutPage'));
const NewsletterLinkPage = page(() => import('../features/home/pages/NewsletterLinkPage'));
const ProductListPage = firstScreenPage(() => import('../features/catalog/pages/ProductListPage'));
const ProductDetailPage = firstScreenPage(() => import('../features/catalog/pages/ProductDetailPage'));
const CartPage = page(() => import('../features/cart/pages/CartPage'));
const LoginPage = page(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = page(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'));
const AuthCallbackPage = page(() => import('../features/auth/pages/AuthCallbackPage'));
const ProfilePage = page(() => import('../features/account/pages/ProfilePage'));
const MyOrdersPage = page(() => import('../features/orders/pages/MyOrdersPage'));
const CheckoutPage = page(() => import('../features/orders/pages/CheckoutPage'));
const OrderSuccessPage = page(() => import('../features/orders/pages/OrderSuccessPage'));
const OrderDetailPage = page(() => import('../features/orders/pages/OrderDetailPage'));
const QrPaymentPage = page(() => import('../features/payment/pages/QrPaymentPage'));
const AdminLayout = antdPage(() => import('../features/admin/shell/AdminLayout'));
const DashboardPage = page(() => import('../features/admin/dashboard/pages/DashboardPage'));
const CustomersPage = page(() => import('../features/admin/customers/pages/CustomersPage'));
const AdminProductsPage = page(() => import('../features/admin/catalog/products/pages/ProductsPage'));
const AdminProductFormPage = page(() => import('../features/admin/catalog/products/pages/ProductFormPage'));
const AdminInventoryPage = page(() => import('../features/admin/catalog/inventory/pages/InventoryPage'));
const AdminCategoriesPage = page(() => import('../features/admin/catalog/categories/pages/CategoriesPage'));
const AdminCouponsPage = page(() => import('../features/admin/coupons/pages/CouponsPage'));
const AdminOrdersPage = page(() => import('../features/admin/orders/pages/OrdersPage'));
const AdminOrderDetailPage = page(() => import('../features/admin/orders/pages/OrderDetailPage'));
const AdminPhoneOrderPage = page(() => import('../features/admin/phone-orders/pages/PhoneOrderPage'));
const AdminTransfersPage = page(() => import('../features/admin/transfers/pages/TransfersPage'));
const AdminRefundsPage = page(() => import('../features/admin/refunds/pages/RefundsPage'));
const AdminPackingSlipsPage = page(() => import('../features/admin/orders/pages/PackingSlipsPage'));

/** product §1: any unknown path goes to /; product §2: any path starting with /reset-password is the reset page. */
function UnknownPath() {
  const { pathname } = useLocation();
  return pathname.startsWith('/reset-password') ? <ResetPasswordPage /> : <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductListPage /> },
      { path: 'products/:id', element: <ProductDetailPage /> },
      { path: 'cart', element: <CartPage /> },
      // Guests see the login-required panel there (product §2); submitting needs a signed-in customer.
      {
        path: 'checkout',
        element: (
          <NotStaff>
            <CheckoutPage />
          </NotStaff>
        ),
      },
      { path: 'about', element: <AboutPage /> },
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: 'register',
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      { path: 'newsletter/confirm', element: <NewsletterLinkPage /> },
      { path: 'newsletter/unsubscribe', element: <NewsletterLinkPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/*', element: <ResetPasswordPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      {
        path: 'profile',
        element: (
          <CustomerOnly>
            <ProfilePage />
          </CustomerOnly>
        ),
      },
      {
        path: 'my-orders',
        element: (
          <CustomerOnly>
            <MyOrdersPage />
          </CustomerOnly>
        ),
      },
      {
        path: 'order-success/:orderId',
        element: (
          <CustomerOnly>
            <OrderSuccessPage />
          </CustomerOnly>
        ),
      },
      {
        path: 'orders/:id',
        element: (
          <CustomerOnly>
            <OrderDetailPage />
          </CustomerOnly>
        ),
      },
      {
        path: 'payment/qr/:orderId',
        element: (
          <CustomerOnly>
            <QrPaymentPage />
          </CustomerOnly>
        ),
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
  {
    // outside the admin frame: only the slips reach the paper
    path: 'admin/orders/print',
    element: (
      <StaffOnly>
        <Suspense fallback={<PageSpinner label="Đang tải phiếu giao hàng..." />}>
          <AdminPackingSlipsPage />
        </Suspense>
      </StaffOnly>
    ),
  },
  {
    path: 'admin',
    element: (
      <StaffOnly>
        <Suspense fallback={<PageSpinner label="Đang tải trang quản trị..." />}>
          <AdminLayout />
        </Suspense>
      </StaffOnly>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'products', element: <AdminProductsPage /> },
      { path: 'products/new', element: <AdminProductFormPage /> },
      { path: 'products/edit/:id', element: <AdminProductFormPage /> },
      { path: 'inventory', element: <AdminInventoryPage /> },
      { path: 'orders', element: <AdminOrdersPage /> },
      { path: 'orders/transfers', element: <AdminTransfersPage /> },
      { path: 'orders/new', element: <AdminPhoneOrderPage /> },
      { path: 'orders/refunds', element: <AdminRefundsPage /> },
      { path: 'orders/:id', element: <AdminOrderDetailPage /> },
      { path: 'categories', element: <AdminCategoriesPage /> },
      { path: 'coupons', element: <AdminCouponsPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];

/** Loads the module of the page the route table has at `pathname` when it is a `firstScreenPage`. */
export function loadFirstScreenPage(pathname: string): Promise<unknown> | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  return isValidElement(element) ? (element.type as Partial<Preloadable>).preload?.() : undefined;
}
