import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { errorMessage } from '../../../lib/apollo/errors';
import { useAuth } from '../../../lib/auth';
import { phoneRules, required } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { UPDATE_PROFILE, type Profile } from '../api/account.documents';
import styles from './account.module.css';

interface ProfileValues {
  name: string;
  phone: string;
}

/** The profile in edit mode: name and phone; the e-mail is read-only (spec §6). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [updateProfile, { loading }] = useMutation(UPDATE_PROFILE);
  const { setUser } = useAuth();

  const submit = async ({ name, phone }: ProfileValues) => {
    try {
      const { data } = await updateProfile({ variables: { input: { name: name.trim(), phone: phone.trim() } } });
      if (!data) throw new Error('no data');
      // The header greets the user by the stored name, so the stored user follows the change.
      setUser(data.updateProfile);
      toast.success('Cập nhật thông tin thành công');
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Cập nhật thất bại'));
    }
  };

  return (
    <section aria-labelledby="profile-edit-heading">
      <h2 id="profile-edit-heading" className={styles.sectionTitle}>
        Chỉnh sửa thông tin
      </h2>
      <Form<ProfileValues>
        name="profile"
        layout="vertical"
        className={styles.form}
        initialValues={{ name: profile.name, phone: profile.phone ?? '' }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item label="Họ và tên" name="name" rules={[required('Vui lòng nhập họ tên')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" htmlFor="profile-email" extra="Email dùng để đăng nhập và không thể thay đổi.">
          <Input id="profile-email" value={profile.email} readOnly disabled />
        </Form.Item>
        <Form.Item label="Số điện thoại" name="phone" rules={phoneRules}>
          <Input type="tel" autoComplete="tel" inputMode="numeric" />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading}>
            Lưu thay đổi
          </Button>
          <Button onClick={onDone} disabled={loading}>
            Hủy
          </Button>
        </div>
      </Form>
    </section>
  );
}
