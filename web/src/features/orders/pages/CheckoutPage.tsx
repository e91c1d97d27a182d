import { Suspense } from 'react';
import { lazyRetrying } from '../../../lib/retry-import.logic';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { useAuth } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginRequiredPanel } from '../components/LoginRequiredPanel';
import styles from '../components/orders.module.css';

// The form (light controls, no antd: decision 0902's addendum) is loaded for a signed-in customer
// only, so a guest's login-required panel does not load it.
const CheckoutForm = lazyRetrying(() => import('../components/CheckoutForm').then((m) => ({ default: m.CheckoutForm })));

/**
 * /checkout (product §2 "Checkout"): nothing when no item is selected; a guest sees the
 * login-required panel; a signed-in customer the checkout form over the selected items.
 */
export function CheckoutPage() {
  useDocumentTitle('Thanh toán');
  const { isAuthenticated } = useAuth();
  const { selectedItems } = useCart();

  if (selectedItems.length === 0) return null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Thanh toán</h1>
      {isAuthenticated ? (
        <Suspense fallback={<PageSpinner label="Đang tải biểu mẫu đặt hàng..." />}>
          <CheckoutForm items={selectedItems} />
        </Suspense>
      ) : (
        <LoginRequiredPanel items={selectedItems} />
      )}
    </div>
  );
}

export default CheckoutPage;
