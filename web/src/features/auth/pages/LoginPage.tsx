import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { pathAfterSignIn, safeReturnPath, useAuth } from '../../../lib/auth';
import { emailChecks, passwordChecks } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LOGIN } from '../api/auth.documents';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';
import { GoogleButton } from '../components/GoogleButton';
import { CheckboxField, PasswordField, TextField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';

interface LoginValues {
  [field: string]: string | boolean;
  email: string;
  password: string;
  remember: boolean;
}

const CHECKS = { email: emailChecks, password: passwordChecks() };

/** /login (product §10): external provider, e-mail and password; staff land on /admin, others on /. */
export function LoginPage() {
  useDocumentTitle('Đăng nhập');
  const [login, { loading }] = useMutation(LOGIN);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // `?redirect=/checkout` brings a shopper back to checkout after signing in (product §6.1 "Checkout").
  const redirect = safeReturnPath(useSearchParams()[0].get('redirect'));
  // A light form, not antd's: this page must stay within the phone budget (decision 0902).
  const form = useLightForm<LoginValues>({ name: 'login', initialValues: { email: '', password: '', remember: true }, checks: CHECKS });

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
      <form name="login" className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="ban@example.com" />
        <PasswordField form={form} name="password" label="Mật khẩu" autoComplete="current-password" />
        <div className={styles.row}>
          {/* product §2: shown but not wired to anything; the session already lasts until logout. */}
          <CheckboxField form={form} name="remember">
            Ghi nhớ đăng nhập
          </CheckboxField>
          <Link to="/forgot-password">Quên mật khẩu?</Link>
        </div>
        <ShopButton variant="primary" type="submit" block size="large" loading={loading}>
          Đăng nhập
        </ShopButton>
      </form>
      <p className={styles.footer}>
        Chưa có tài khoản? <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>Đăng ký ngay</Link>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
