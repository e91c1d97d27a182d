import { useAuth } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CheckoutForm } from '../components/CheckoutForm';
import { LoginRequiredPanel } from '../components/LoginRequiredPanel';
import styles from '../components/orders.module.css';

/**
 * /checkout (spec §2 "Checkout"): nothing when no item is selected; a guest sees the
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
      {isAuthenticated ? <CheckoutForm items={selectedItems} /> : <LoginRequiredPanel items={selectedItems} />}
    </div>
  );
}

export default CheckoutPage;
