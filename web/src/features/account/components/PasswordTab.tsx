import { useMutation } from '@apollo/client/react';
import { PasswordField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';
import { errorMessage } from '../../../lib/apollo/errors';
import { useAuth } from '../../../lib/auth';
import { matchChecks, MESSAGES, passwordChecks, requiredCheck } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { CHANGE_PASSWORD } from '../api/account.documents';
import styles from './account.module.css';

interface PasswordValues {
  [field: string]: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const CHECKS = {
  currentPassword: [requiredCheck('Vui lòng nhập mật khẩu hiện tại', { whitespace: false })],
  newPassword: passwordChecks('Vui lòng nhập mật khẩu mới'),
  confirmPassword: matchChecks('newPassword', MESSAGES.passwordMismatch),
};

/** product §10 Account password tab, §12: the current password, a new one of 6+ characters, confirmed. */
export function PasswordTab() {
  // A light form, not antd's: the profile page must stay within the phone budget (decision 0902).
  const form = useLightForm<PasswordValues>({
    name: 'change-password',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    checks: CHECKS,
    dependencies: { newPassword: ['confirmPassword'] },
  });
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);
  const { signIn } = useAuth();

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      if (!data) throw new Error('no data');
      // The change revokes every older token (docs/decisions/0100): keep the new one.
      signIn(data.changePassword.token, data.changePassword.user);
      form.reset();
      toast.success('Đổi mật khẩu thành công');
    } catch (error) {
      toast.error(errorMessage(error, 'Đổi mật khẩu thất bại'));
    }
  };

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.sectionTitle}>
        Đổi mật khẩu
      </h2>
      <form name="change-password" className={`${formStyles.form} ${styles.form}`} onSubmit={form.handleSubmit(submit)}>
        <PasswordField form={form} name="currentPassword" label="Mật khẩu hiện tại" autoComplete="current-password" />
        <PasswordField form={form} name="newPassword" label="Mật khẩu mới" autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label="Xác nhận mật khẩu mới" autoComplete="new-password" />
        <ShopButton variant="primary" type="submit" loading={loading}>
          Đổi mật khẩu
        </ShopButton>
      </form>
    </section>
  );
}
