import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { useAuth, useLogout } from '../../../lib/auth';
import styles from './admin.module.css';

/** The admin top bar (product §2): sidebar toggle, 'Xin chào, {name}', a way back to the shop, logout. */
export function AdminTopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { user } = useAuth();
  const logout = useLogout();
  return (
    <header className={styles.topBar}>
      <Button
        type="text"
        icon={sidebarOpen ? <MenuFoldOutlined aria-hidden="true" /> : <MenuUnfoldOutlined aria-hidden="true" />}
        aria-label={sidebarOpen ? 'Thu gọn menu' : 'Mở menu'}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      />
      <span className={styles.greeting}>Xin chào, {user?.name}</span>
      <Link to="/" className={styles.shopLink} aria-label="Về cửa hàng">
        <ShopOutlined aria-hidden="true" /> <span className={styles.hideNarrow}>Về cửa hàng</span>
      </Link>
      <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={logout}>
        Đăng xuất
      </Button>
    </header>
  );
}
