import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/AuthCard';
import styles from '../components/AuthCard.module.css';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

const NO_EMAIL = 'Vui lòng quay lại trang quên mật khẩu';

/** /reset-password (product §10): the e-mail comes from the query or the navigation state. */
export function ResetPasswordPage() {
  useDocumentTitle('Đặt lại mật khẩu');
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = params.get('email')?.trim() || (typeof state?.email === 'string' ? state.email : '');
  const [done, setDone] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!email && !warned.current) {
      warned.current = true;
      toast.error(NO_EMAIL);
    }
  }, [email]);

  if (!email) return <Navigate to="/forgot-password" replace />;

  if (done) {
    return (
      <AuthCard title="Đặt lại mật khẩu thành công">
        <div className={styles.done} role="status">
          <p>Mật khẩu của bạn đã được cập nhật. Hãy đăng nhập bằng mật khẩu mới.</p>
          <Link to="/login">Đăng nhập</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Đặt lại mật khẩu" subtitle="Nhập mật khẩu tạm thời trong email và chọn mật khẩu mới.">
      <ResetPasswordForm email={email} onDone={() => setDone(true)} />
      <p className={styles.footer}>
        Chưa nhận được email? <Link to="/forgot-password">Gửi lại</Link>
      </p>
    </AuthCard>
  );
}

export default ResetPasswordPage;
