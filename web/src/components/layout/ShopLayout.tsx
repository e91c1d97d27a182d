import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { PageOutlet } from './PageOutlet';
import styles from './ShopLayout.module.css';

/** The storefront frame: skip link, header, the page, footer (product §2 "Shop layout"). */
export function ShopLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className="skip-link">
        Bỏ qua đến nội dung chính
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
