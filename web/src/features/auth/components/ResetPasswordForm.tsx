import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../lib/apollo/errors';
import { matchChecks, MESSAGES, passwordChecks, requiredCheck } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { RESET_PASSWORD } from '../api/auth.documents';
import { PasswordField, TextField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';

interface ResetValues {
  [field: string]: string;
  temporaryPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const CHECKS = {
  temporaryPassword: [requiredCheck('Vui lòng nhập mật khẩu tạm thời')],
  newPassword: passwordChecks('Vui lòng nhập mật khẩu mới'),
  confirmPassword: matchChecks('newPassword', MESSAGES.resetPasswordMismatch),
};

/** The reset form for one e-mail (product §10, §12): temporary password, new password, confirmation. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [resetPassword, { loading }] = useMutation(RESET_PASSWORD);
  // A light form, not antd's: this page must stay within the phone budget (decision 0902).
  const form = useLightForm<ResetValues>({
    name: 'reset-password',
    initialValues: { temporaryPassword: '', newPassword: '', confirmPassword: '' },
    checks: CHECKS,
    dependencies: { newPassword: ['confirmPassword'] },
  });

  const submit = async (values: ResetValues) => {
    try {
      await resetPassword({ variables: { input: { email, ...values, temporaryPassword: values.temporaryPassword.trim() } } });
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Đặt lại mật khẩu thất bại'));
    }
  };

  return (
    <form name="reset-password" className={formStyles.form} onSubmit={form.handleSubmit(submit)}>
      <div className={formStyles.item}>
        <div className={formStyles.label}>
          <label htmlFor="reset-email" title="Email">
            Email
          </label>
        </div>
        <input id="reset-email" className={formStyles.input} value={email} readOnly />
      </div>
      <TextField form={form} name="temporaryPassword" label="Mật khẩu tạm thời" autoComplete="one-time-code" spellCheck={false} />
      <PasswordField form={form} name="newPassword" label="Mật khẩu mới" autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label="Xác nhận mật khẩu mới" autoComplete="new-password" />
      <ShopButton variant="primary" type="submit" block size="large" loading={loading}>
        Đặt lại mật khẩu
      </ShopButton>
    </form>
  );
}
