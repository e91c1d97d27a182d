import dayjs from '../../../lib/dayjs-vi';
import { useState } from 'react';
import { ShopButton } from '../../../components/ui/ShopButton';
import type { Profile } from '../api/account.documents';
import { ProfileForm } from './ProfileForm';
import styles from './account.module.css';

/** product §10 Account, §10 Profile: view mode, and edit mode entered with Edit and left with Cancel or Save. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);

  if (editing) return <ProfileForm profile={profile} onDone={() => setEditing(false)} />;

  return (
    <section aria-labelledby="profile-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-heading" className={styles.sectionTitle}>
          Thông tin cá nhân
        </h2>
        <ShopButton onClick={() => setEditing(true)}>Chỉnh sửa</ShopButton>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Họ và tên</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Số điện thoại</dt>
          <dd>{profile.phone || 'Chưa cập nhật'}</dd>
        </div>
        <div>
          <dt>Ngày tham gia</dt>
          <dd>{dayjs(profile.createdAt).format('DD/MM/YYYY')}</dd>
        </div>
      </dl>
    </section>
  );
}
