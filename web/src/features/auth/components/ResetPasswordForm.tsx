import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { errorMessage } from '../../../lib/apollo/errors';
import { matchRules, MESSAGES, passwordRules, required } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { RESET_PASSWORD } from '../api/auth.documents';
import { PasswordInput } from '../../../components/ui/PasswordInput';

interface ResetValues {
  temporaryPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The reset form for one e-mail (spec §2, §5): temporary password, new password, confirmation. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [resetPassword, { loading }] = useMutation(RESET_PASSWORD);

  const submit = async (values: ResetValues) => {
    try {
      await resetPassword({ variables: { input: { email, ...values, temporaryPassword: values.temporaryPassword.trim() } } });
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Đặt lại mật khẩu thất bại'));
    }
  };

  return (
    <Form<ResetValues> name="reset-password" layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="Email" htmlFor="reset-email">
        <Input id="reset-email" value={email} readOnly />
      </Form.Item>
      <Form.Item label="Mật khẩu tạm thời" name="temporaryPassword" rules={[required('Vui lòng nhập mật khẩu tạm thời')]}>
        <Input autoComplete="one-time-code" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Mật khẩu mới" name="newPassword" rules={passwordRules('Vui lòng nhập mật khẩu mới')}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Xác nhận mật khẩu mới"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={matchRules('newPassword', MESSAGES.resetPasswordMismatch)}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        Đặt lại mật khẩu
      </Button>
    </Form>
  );
}
