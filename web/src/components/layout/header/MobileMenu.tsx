import Drawer from 'antd/es/drawer';
import { NavLink } from 'react-router-dom';
import { useAuth, useLogout } from '../../../lib/auth';
import { SHOP_NAME } from '../../../lib/shop-info';
import { accountLinks } from './account-links';
import { AntdScope } from '../../antd/AntdScope';
import styles from './MobileMenu.module.css';

const SHOP_LINKS = [
  { to: '/', label: 'Trang chủ', end: true },
  { to: '/products', label: 'Sản phẩm', end: false },
  { to: '/about', label: 'Giới thiệu', end: false },
];

/** The phone menu (product §2): home, products, about, and sign-in or the account links. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const logout = useLogout();
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;
  const accountItems = user
    ? accountLinks(user)
    : [
        { to: '/login', label: 'Đăng nhập' },
        { to: '/register', label: 'Đăng ký' },
      ];

  return (
    <AntdScope>
      <Drawer open={open} onClose={onClose} placement="left" size={300} title={SHOP_NAME} id="mobile-menu">
        <nav aria-label="Menu chính" className={styles.nav}>
          <ul className={styles.list}>
            {SHOP_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={linkClass} onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className={styles.list} aria-label={user ? `Tài khoản của ${user.name}` : 'Tài khoản'}>
            {accountItems.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass} onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <button
                  type="button"
                  className={`${styles.link} ${styles.logout}`}
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  Đăng xuất
                </button>
              </li>
            )}
          </ul>
        </nav>
      </Drawer>
    </AntdScope>
  );
}
