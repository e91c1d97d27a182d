import Card from 'antd/es/card';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ADMIN_NAV } from '../components/admin-nav';
import styles from './pages.module.css';

const ROLE_TITLES: Record<string, string> = { admin: 'Quản trị viên', seller: 'Nhân viên bán hàng' };

/**
 * /admin "Tổng quan". The statistics of spec §2 (revenue, orders, stock alerts, charts) need the
 * orders and catalog statistics, which arrive in a later issue; until then the dashboard greets
 * and leads to the screens that exist, rather than showing numbers it does not have.
 */
export function DashboardPage() {
  useDocumentTitle('Tổng quan');
  const { user } = useAuth();
  const shortcuts = ADMIN_NAV.filter((n) => n.path !== '/admin');

  return (
    <>
      <h1 className={styles.title}>Tổng quan</h1>
      <Card className={styles.greetingCard}>
        <p className={styles.date}>{dayjs().format('dddd, DD/MM/YYYY')}</p>
        <h2 className={styles.greeting}>Xin chào, {user?.name}!</h2>
        <p className={styles.muted}>Bạn đang đăng nhập với vai trò {ROLE_TITLES[user?.role ?? ''] ?? user?.role}. Chọn một mục bên dưới để bắt đầu làm việc.</p>
        <ul className={styles.shortcuts}>
          {shortcuts.map((n) => (
            <li key={n.path}>
              <Link to={n.path} className={styles.shortcut}>
                {n.icon}
                <span>{n.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

export default DashboardPage;
