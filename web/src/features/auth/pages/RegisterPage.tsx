import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { safeReturnPath, useAuth } from '../../../lib/auth';
import { emailRules, matchRules, MESSAGES, passwordRules, phoneRules, required } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REGISTER } from '../api/auth.documents';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';
import { PasswordInput } from '../../../components/ui/PasswordInput';

interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** /register (spec §2, §5): a new customer account, signed in at once, then the home page. */
export function RegisterPage() {
  useDocumentTitle('Đăng ký');
  const [register, { loading }] = useMutation(REGISTER);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // `?redirect=/checkout` brings a shopper back to checkout after signing in (spec §2 "Checkout").
  const redirect = safeReturnPath(useSearchParams()[0].get('redirect'));

  const submit = async (values: RegisterValues) => {
    try {
      const input = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), password: values.password };
      const { data } = await register({ variables: { input } });
      if (!data) throw new Error('no data');
      signIn(data.register.token, data.register.user);
      toast.success('Đăng ký thành công');
      navigate(redirect ?? '/', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Đăng ký thất bại'));
    }
  };

  return (
    <AuthCard title="Đăng ký tài khoản" subtitle="Mua sắm nhanh hơn và theo dõi đơn hàng dễ dàng">
      <Form<RegisterValues> name="register" layout="vertical" noValidate onFinish={submit} requiredMark={false}>
        <Form.Item label="Họ và tên" name="name" rules={[required('Vui lòng nhập họ tên')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label="Số điện thoại" name="phone" rules={phoneRules}>
          <Input type="tel" autoComplete="tel" inputMode="numeric" placeholder="0912345678" />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password" rules={passwordRules()}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Xác nhận mật khẩu" name="confirmPassword" dependencies={['password']} rules={matchRules('password', MESSAGES.passwordMismatch)}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Đăng ký
        </Button>
      </Form>
      <p className={styles.footer}>
        Đã có tài khoản? <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>Đăng nhập</Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
