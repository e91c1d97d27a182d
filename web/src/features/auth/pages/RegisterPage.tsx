import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { safeReturnPath, useAuth } from '../../../lib/auth';
import { emailChecks, matchChecks, MESSAGES, passwordChecks, phoneChecks, requiredCheck } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REGISTER } from '../api/auth.documents';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';
import { PasswordField, TextField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';

interface RegisterValues {
  [field: string]: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const CHECKS = {
  name: [requiredCheck('Vui lòng nhập họ tên')],
  email: emailChecks,
  phone: phoneChecks,
  password: passwordChecks(),
  confirmPassword: matchChecks('password', MESSAGES.passwordMismatch),
};

/** /register (product §10, §12): a new customer account, signed in at once, then the home page. */
export function RegisterPage() {
  useDocumentTitle('Đăng ký');
  const [register, { loading }] = useMutation(REGISTER);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // `?redirect=/checkout` brings a shopper back to checkout after signing in (product §6.1 "Checkout").
  const redirect = safeReturnPath(useSearchParams()[0].get('redirect'));
  // A light form, not antd's: this page must stay within the phone budget (decision 0902).
  const form = useLightForm<RegisterValues>({
    name: 'register',
    initialValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    checks: CHECKS,
    dependencies: { password: ['confirmPassword'] },
  });

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
      <form name="register" className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField form={form} name="name" label="Họ và tên" autoComplete="name" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField form={form} name="phone" label="Số điện thoại" type="tel" autoComplete="tel" inputMode="numeric" placeholder="0912345678" />
        <PasswordField form={form} name="password" label="Mật khẩu" autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label="Xác nhận mật khẩu" autoComplete="new-password" />
        <ShopButton variant="primary" type="submit" block size="large" loading={loading}>
          Đăng ký
        </ShopButton>
      </form>
      <p className={styles.footer}>
        Đã có tài khoản? <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>Đăng nhập</Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
