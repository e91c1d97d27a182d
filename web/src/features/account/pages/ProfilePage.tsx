import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { ShopButton } from '../../../components/ui/ShopButton';
import { ShopTabs } from '../../../components/ui/ShopTabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MY_PROFILE } from '../api/account.documents';
import styles from '../components/account.module.css';
import { AddressesTab } from '../components/AddressesTab';
import { PasswordTab } from '../components/PasswordTab';
import { ProfileTab } from '../components/ProfileTab';

const TABS = ['profile', 'password', 'addresses'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /profile (product §10 Account): tabs profile, password and addresses; the tab is kept in the URL.
 * No antd until the address form opens (decision 0902: the page stays within the phone budget).
 */
export function ProfilePage() {
  useDocumentTitle('Tài khoản của tôi');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && TABS.includes(requested) ? requested : 'profile';
  const { data, loading, error, refetch } = useQuery(MY_PROFILE, { fetchPolicy: 'cache-and-network' });
  const profile = data?.me;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Tài khoản của tôi</h1>
      {!profile && loading && <PageSpinner label="Đang tải thông tin tài khoản..." />}
      {!profile && !loading && error && (
        <div className={styles.panel} role="alert">
          <p>Không thể tải thông tin tài khoản.</p>
          <ShopButton onClick={() => refetch()}>Thử lại</ShopButton>
        </div>
      )}
      {profile && (
        <div className={styles.panel}>
          <ShopTabs<TabKey>
            activeKey={tab}
            onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
            items={[
              { key: 'profile', label: 'Thông tin', children: <ProfileTab profile={profile} /> },
              { key: 'password', label: 'Mật khẩu', children: <PasswordTab /> },
              { key: 'addresses', label: 'Địa chỉ', children: <AddressesTab userId={profile.id} addresses={profile.addresses} /> },
            ]}
          />
        </div>
      )}
    </div>
  );
}

export default ProfilePage;
