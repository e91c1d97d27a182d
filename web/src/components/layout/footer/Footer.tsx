import { Suspense, useState } from 'react';
import { lazyRetrying } from '../../../lib/retry-import.logic';
import { Link } from 'react-router-dom';
import { SHOP_CONTACT, SHOP_NAME, SHOP_SOCIAL, telHref } from '../../../lib/shop-info';
import styles from './Footer.module.css';
import { POLICY_TITLES, type PolicyId } from './policy-titles';

// The dialog (and antd's Modal) loads on the first click: most visitors never open a policy.
const PolicyDialog = lazyRetrying(() => import('./PolicyDialog').then((m) => ({ default: m.PolicyDialog })));

const POLICIES = Object.keys(POLICY_TITLES) as PolicyId[];

/** product §2 footer: about link, four policy dialogs, contact details and social links. */
export function Footer() {
  const [policy, setPolicy] = useState<PolicyId | null>(null);
  const [used, setUsed] = useState(false);
  const open = (id: PolicyId) => {
    setUsed(true);
    setPolicy(id);
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {SHOP_NAME}
          </h2>
          <p className={styles.blurb}>Túi vải, balo và quà lưu niệm mang hồn Việt — may thủ công, bền bỉ cùng bạn trên mọi hành trình.</p>
          <ul className={styles.social} aria-label="Mạng xã hội">
            {SHOP_SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Hỗ trợ khách hàng
          </h2>
          <ul className={styles.list}>
            {POLICIES.map((id) => (
              <li key={id}>
                <button type="button" className={styles.linkButton} onClick={() => open(id)} aria-haspopup="dialog">
                  {POLICY_TITLES[id]}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            Về chúng tôi
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/about">Giới thiệu {SHOP_NAME}</Link>
            </li>
            <li>
              <Link to="/products">Tất cả sản phẩm</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Liên hệ
          </h2>
          <address className={styles.contact}>
            <span>{SHOP_CONTACT.address}</span>
            <span>
              Hotline: <a href={telHref(SHOP_CONTACT.phone)}>{SHOP_CONTACT.phone}</a>
            </span>
            <span>
              Email: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            </span>
            <span>Giờ làm việc: {SHOP_CONTACT.hours}</span>
          </address>
        </section>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SHOP_NAME}. Thiết kế và may tại Việt Nam.
      </p>
      {used && (
        <Suspense fallback={null}>
          <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
        </Suspense>
      )}
    </footer>
  );
}
