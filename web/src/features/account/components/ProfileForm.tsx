import { useMutation } from '@apollo/client/react';
import { FieldFrame, TextField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';
import { errorMessage } from '../../../lib/apollo/errors';
import { useAuth } from '../../../lib/auth';
import { phoneChecks, requiredCheck } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { UPDATE_PROFILE, type Profile } from '../api/account.documents';
import styles from './account.module.css';

interface ProfileValues {
  [field: string]: string;
  name: string;
  phone: string;
}

const CHECKS = { name: [requiredCheck('Vui lòng nhập họ tên')], phone: phoneChecks };

/** The profile in edit mode: name and phone; the e-mail is read-only (product §11). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  // A light form, not antd's: the profile page must stay within the phone budget (decision 0902).
  const form = useLightForm<ProfileValues>({ name: 'profile', initialValues: { name: profile.name, phone: profile.phone ?? '' }, checks: CHECKS });
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
      <form name="profile" className={`${formStyles.form} ${styles.form}`} onSubmit={form.handleSubmit(submit)}>
        <TextField form={form} name="name" label="Họ và tên" autoComplete="name" />
        <FieldFrame id="profile-email" label="Email" extra="Email dùng để đăng nhập và không thể thay đổi.">
          <input id="profile-email" className={formStyles.input} value={profile.email} readOnly disabled />
        </FieldFrame>
        <TextField form={form} name="phone" label="Số điện thoại" type="tel" autoComplete="tel" inputMode="numeric" />
        <div className={styles.actions}>
          <ShopButton variant="primary" type="submit" loading={loading}>
            Lưu thay đổi
          </ShopButton>
          <ShopButton onClick={onDone} disabled={loading}>
            Hủy
          </ShopButton>
        </div>
      </form>
    </section>
  );
}
