import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { TextField } from '../../../components/form/fields';
import formStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';
import { emailChecks } from '../../../lib/field-checks';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FORGOT_PASSWORD } from '../api/auth.documents';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';

/** product §10: after success, wait 1 second, then the reset page with the e-mail in the query. */
const REDIRECT_DELAY_MS = 1000;

/** /forgot-password (product §10): a temporary password is e-mailed. */
export function ForgotPasswordPage() {
  useDocumentTitle('Quên mật khẩu');
  const [forgotPassword, { loading, called, error }] = useMutation(FORGOT_PASSWORD);
  const navigate = useNavigate();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A light form, not antd's: this page must stay within the phone budget (decision 0902).
  const form = useLightForm({ name: 'forgot-password', initialValues: { email: '' }, checks: { email: emailChecks } });

  const submit = async ({ email }: { email: string }) => {
    const address = email.trim();
    try {
      const { data } = await forgotPassword({ variables: { email: address } });
      toast.success(data?.forgotPassword.message || `Mật khẩu tạm thời đã được gửi đến email ${address}`);
      timer.current = window.setTimeout(
        () => navigate(`/reset-password?email=${encodeURIComponent(address)}`, { state: { email: address } }),
        REDIRECT_DELAY_MS,
      );
    } catch (failure) {
      toast.error(errorMessage(failure, 'Có lỗi xảy ra, vui lòng thử lại'));
    }
  };

  const sent = called && !loading && !error;
  return (
    <AuthCard title="Quên mật khẩu" subtitle="Nhập email đã đăng ký, chúng tôi sẽ gửi cho bạn một mật khẩu tạm thời.">
      <form name="forgot-password" className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" disabled={sent} />
        <ShopButton variant="primary" type="submit" block size="large" loading={loading || sent}>
          Gửi mật khẩu tạm thời
        </ShopButton>
      </form>
      <p className={styles.footer}>
        Đã nhớ mật khẩu? <Link to="/login">Đăng nhập</Link>
      </p>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
