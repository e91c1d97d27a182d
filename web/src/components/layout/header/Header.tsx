import { Suspense, useState } from 'react';
import { lazyRetrying } from '../../../lib/retry-import.logic';
import { NavLink } from 'react-router-dom';
import { CartLink } from './CartLink';
import { CategoryMenu } from './CategoryMenu';
import styles from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

// The drawer is only needed once a phone user opens the menu, so it loads then.
const MobileMenu = lazyRetrying(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** product §2 "Shop layout" header. Below 992 px the navigation moves into the menu drawer; the search stays in the top bar. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const navClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-label="Mở menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        <nav aria-label="Điều hướng chính" className={styles.nav}>
          <NavLink to="/" end className={navClass}>
            Trang chủ
          </NavLink>
          <CategoryMenu />
          <NavLink to="/about" className={navClass}>
            Giới thiệu
          </NavLink>
        </nav>
        <HeaderSearch className={styles.search} />
        <div className={styles.actions}>
          <CartLink />
          <UserMenu />
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
