import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { pathAfterSignIn, safeReturnPath, useAuth } from '../../../lib/auth';
import { emailRules, passwordRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LOGIN } from '../api/auth.documents';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';
import { GoogleButton } from '../components/GoogleButton';
import { PasswordInput } from '../../../components/ui/PasswordInput';

interface LoginValues {
  email: string;
  password: string;
  remember?: boolean;
}

/** /login (spec §2): external provider, e-mail and password; staff land on /admin, others on /. */
export function LoginPage() {
  useDocumentTitle('Đăng nhập');
  const [login, { loading }] = useMutation(LOGIN);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // `?redirect=/checkout` brings a shopper back to checkout after signing in (spec §2 "Checkout").
  const redirect = safeReturnPath(useSearchParams()[0].get('redirect'));

  const submit = async ({ email, password }: LoginValues) => {
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('no data');
      signIn(data.login.token, data.login.user);
      navigate(pathAfterSignIn(data.login.user, redirect), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Đăng nhập thất bại'));
    }
  };

  return (
    <AuthCard title="Đăng nhập" subtitle="Chào mừng bạn quay lại Túi Việt">
      <GoogleButton />
      <div className={styles.divider}>hoặc đăng nhập bằng email</div>
      <Form<LoginValues> name="login" layout="vertical" noValidate onFinish={submit} requiredMark={false} initialValues={{ remember: true }}>
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="ban@example.com" />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password" rules={passwordRules()}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <div className={styles.row}>
          {/* spec §2: shown but not wired to anything; the session already lasts until logout. */}
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Ghi nhớ đăng nhập</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">Quên mật khẩu?</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Đăng nhập
        </Button>
      </Form>
      <p className={styles.footer}>
        Chưa có tài khoản? <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>Đăng ký ngay</Link>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
