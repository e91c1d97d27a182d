import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { authStore, homePathFor } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ME } from '../api/auth.documents';

// product §10 /auth/callback, §10 Authentication, §13: the external sign-in comes back here with
// ?token=…&success=…&error=…. Its texts are the specification's, in Vietnamese (decision 0651).
const SUCCESS_DELAY_MS = 1500;
const FAILURE_DELAY_MS = 1000;

function readParams() {
  const params = new URLSearchParams(window.location.search);
  return { token: params.get('token'), success: params.get('success'), error: params.get('error') };
}

export function AuthCallbackPage() {
  useDocumentTitle('Đang đăng nhập');
  const [params] = useState(readParams);
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // The token must not stay in the address bar (history, screenshots, shared links).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (started.current) return;
    started.current = true;

    const fail = (message: string) => {
      authStore.cancelSignIn();
      toast.error(message);
      window.setTimeout(() => navigate('/login', { replace: true }), FAILURE_DELAY_MS);
    };

    const { token, success, error } = params;
    if (error || success === 'false') return fail(error || 'Đăng nhập Google thất bại');
    if (!token) return fail('Không tìm thấy thông tin đăng nhập');

    authStore.beginSignIn(token);
    client
      .query({ query: ME, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!data) throw new Error('no user');
        authStore.signIn(token, data.me);
        toast.success('Đăng nhập Google thành công!');
        window.setTimeout(() => navigate(homePathFor(data.me), { replace: true }), SUCCESS_DELAY_MS);
      })
      .catch(() => fail('Có lỗi khi xử lý đăng nhập Google'));
  }, [client, navigate, params]);

  return <PageSpinner label="Đang xử lý đăng nhập..." />;
}

export default AuthCallbackPage;
