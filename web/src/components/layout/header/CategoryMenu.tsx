import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import styles from './Header.module.css';
import { categoryHref, MENU_CATEGORIES } from './categories.query';

/**
 * "Sản phẩm" with the category dropdown (product §2). When the categories cannot be loaded the entry
 * is a plain link to /products, so the menu never breaks.
 */
export function CategoryMenu() {
  const { data } = useQuery(MENU_CATEGORIES);
  const categories = data?.categories;
  if (!categories) {
    return (
      <Link to="/products" className={styles.navLink}>
        Sản phẩm
      </Link>
    );
  }
  const entries: MenuEntry[] = [
    { kind: 'link', label: 'Tất cả sản phẩm', to: '/products' },
    ...categories.map((c): MenuEntry => ({ kind: 'link', label: c.name, to: categoryHref(c.id) })),
  ];
  return (
    <MenuButton entries={entries} className={styles.navLink}>
      Sản phẩm
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </MenuButton>
  );
}
