import { Link } from 'react-router-dom';
import { useAuth, useLogout } from '../../../lib/auth';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import { accountLinks } from './account-links';
import styles from './Header.module.css';

/** The signed-in user's name with their menu, or the 'Đăng nhập' button when signed out. */
export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();

  if (!user) {
    return (
      // data-session: hidden in the first screen the gateway renders, which cannot know who is signed in.
      <Link to="/login" className={styles.loginButton} data-session="">
        Đăng nhập
      </Link>
    );
  }

  const entries: MenuEntry[] = [
    ...accountLinks(user).map((l): MenuEntry => ({ kind: 'link', ...l })),
    { kind: 'action', label: 'Đăng xuất', onSelect: logout, danger: true },
  ];
  return (
    <MenuButton entries={entries} className={styles.userButton} align="end">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" strokeLinecap="round" />
      </svg>
      <span className={styles.userName}>{user.name}</span>
    </MenuButton>
  );
}
