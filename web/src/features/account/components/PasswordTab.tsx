import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { errorMessage } from '../../../lib/apollo/errors';
import { useAuth } from '../../../lib/auth';
import { matchRules, MESSAGES, passwordRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { CHANGE_PASSWORD } from '../api/account.documents';
import styles from './account.module.css';
import { PasswordInput } from '../../../components/ui/PasswordInput';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** spec §2 Account password tab, §5: the current password, a new one of 6+ characters, confirmed. */
export function PasswordTab() {
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);
  const { signIn } = useAuth();

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      if (!data) throw new Error('no data');
      // The change revokes every older token (docs/decisions/0100): keep the new one.
      signIn(data.changePassword.token, data.changePassword.user);
      form.resetFields();
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
      <Form<PasswordValues> form={form} name="change-password" layout="vertical" className={styles.form} onFinish={submit} requiredMark={false}>
        <Form.Item label="Mật khẩu hiện tại" name="currentPassword" rules={[{ required: true, message: 'Vui lòng nhập mật khẩu hiện tại' }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Mật khẩu mới" name="newPassword" rules={passwordRules('Vui lòng nhập mật khẩu mới')}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Xác nhận mật khẩu mới"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={matchRules('newPassword', MESSAGES.passwordMismatch)}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          Đổi mật khẩu
        </Button>
      </Form>
    </section>
  );
}
