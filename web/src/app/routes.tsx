import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { ShopLayout } from '../components/layout/ShopLayout';
import { CustomerOnly, StaffOnly } from './guards';

// Every route of the app (spec §2 route table), each page loaded on demand. The admin area is
// only imported behind <StaffOnly>, so shoppers never download it.

const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const HomePage = page(() => import('../features/home/pages/HomePage'));
const AboutPage = page(() => import('../features/home/pages/AboutPage'));
const ProductListPage = page(() => import('../features/catalog/pages/ProductListPage'));
const ProductDetailPage = page(() => import('../features/catalog/pages/ProductDetailPage'));
const CartPage = page(() => import('../features/cart/pages/CartPage'));
const LoginPage = page(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = page(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'));
const AuthCallbackPage = page(() => import('../features/auth/pages/AuthCallbackPage'));
const ProfilePage = page(() => import('../features/account/pages/ProfilePage'));
const MyOrdersPage = page(() => import('../features/orders/pages/MyOrdersPage'));
const AdminLayout = page(() => import('../features/admin/components/AdminLayout'));
const DashboardPage = page(() => import('../features/admin/pages/DashboardPage'));
const CustomersPage = page(() => import('../features/admin/pages/CustomersPage'));

/** spec §1: any unknown path goes to /; spec §2: any path starting with /reset-password is the reset page. */
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
      { path: 'about', element: <AboutPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
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
      { path: '*', element: <UnknownPath /> },
    ],
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
      { path: 'customers', element: <CustomersPage /> },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
