import ConfigProvider from 'antd/es/config-provider';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageOutlet } from '../../../components/layout/PageOutlet';
import { useAuth } from '../../../lib/auth';
import { SHOP_NAME } from '../../../lib/shop-info';
import { activeNavPath, mayOpen, navFor } from './admin-nav';
import { ADMIN_THEME } from './admin-theme';
import { AdminTopBar } from './AdminTopBar';
import { NoPermission } from './NoPermission';
import { useSilentIcons } from './use-silent-icons';
import styles from './admin.module.css';

/** The sidebar in the brand's dark green rather than antd's default navy. */
const SIDEBAR_THEME = {
  components: {
    Layout: { siderBg: '#1c2b26' },
    Menu: { darkItemBg: '#1c2b26', darkItemSelectedBg: '#1f6f5c', darkItemColor: '#d9e4df' },
  },
};

const NARROW = '(max-width: 991.98px)';

/**
 * The back office frame: sidebar, top bar with greeting and logout, and the admin page. The
 * sidebar lists what the role may use; any other screen shows that it is not allowed (decision 0430).
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const role = useAuth().user?.role;
  // Below the lg breakpoint the sidebar folds away and the top bar's button brings it back; it
  // starts folded there, so a phone does not see it slide shut on arrival.
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  const [collapsed, setCollapsed] = useState(narrow);
  useSilentIcons();

  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <Layout className={styles.shell}>
        <a href="#admin-content" className="skip-link">
          Bỏ qua đến nội dung chính
        </a>
        <ConfigProvider theme={SIDEBAR_THEME}>
          <Layout.Sider
            breakpoint="lg"
            collapsedWidth={0}
            collapsed={collapsed}
            onBreakpoint={(broken) => {
              setNarrow(broken);
              setCollapsed(broken);
            }}
            trigger={null}
            width={220}
            className={styles.sider}
          >
            <Link to="/admin" className={styles.brand}>
              {SHOP_NAME} <span>Quản trị</span>
            </Link>
            <nav aria-label="Menu quản trị">
              <Menu
                theme="dark"
                mode="inline"
                selectedKeys={[activeNavPath(pathname)]}
                onClick={() => narrow && setCollapsed(true)}
                items={navFor(role).map((n) => ({ key: n.path, icon: n.icon, label: <Link to={n.path}>{n.label}</Link> }))}
              />
            </nav>
          </Layout.Sider>
        </ConfigProvider>
        {narrow && !collapsed && <div className={styles.backdrop} aria-hidden="true" onClick={() => setCollapsed(true)} />}
        <Layout>
          <AdminTopBar sidebarOpen={!collapsed} onToggleSidebar={() => setCollapsed((c) => !c)} />
          <Layout.Content id="admin-content" tabIndex={-1} className={styles.content}>
            {mayOpen(role, pathname) ? <PageOutlet /> : <NoPermission />}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

export default AdminLayout;
