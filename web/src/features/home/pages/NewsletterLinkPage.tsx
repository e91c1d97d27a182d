import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CONFIRM_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from '../api/newsletter.documents';
import styles from './home.module.css';
import linkStyles from './NewsletterLinkPage.module.css';

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… (docs/decisions/0800): the links
 * of the newsletter mails. The page runs the step once and says how it went, in Vietnamese.
 */
export function NewsletterLinkPage() {
  const unsubscribing = useLocation().pathname.startsWith('/newsletter/unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  const title = unsubscribing ? 'Hủy đăng ký bản tin' : 'Xác nhận đăng ký bản tin';
  useDocumentTitle(title);
  const [confirm] = useMutation(CONFIRM_NEWSLETTER);
  const [unsubscribe] = useMutation(UNSUBSCRIBE_NEWSLETTER);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef('');

  useEffect(() => {
    const key = `${unsubscribing}:${token}`;
    if (started.current === key) return; // React's development double effect must not run it twice
    started.current = key;
    const run = unsubscribing
      ? unsubscribe({ variables: { token } }).then((r) => r.data?.unsubscribeNewsletter.message)
      : confirm({ variables: { token } }).then((r) => r.data?.confirmNewsletter.message);
    run.then(
      (text) => setOutcome({ ok: true, text: text ?? '' }),
      (err: unknown) => setOutcome({ ok: false, text: errorMessage(err, 'Liên kết không hợp lệ hoặc đã hết hạn') }),
    );
  }, [unsubscribing, token, confirm, unsubscribe]);

  return (
    <section className={linkStyles.linkPage} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title">{title}</h1>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? linkStyles.linkOk : linkStyles.linkError}>
          {outcome.text}
        </p>
      ) : (
        <p role="status">Đang xử lý…</p>
      )}
      <Link to="/products" className={styles.primaryButton}>
        Khám phá sản phẩm
      </Link>
    </section>
  );
}

export default NewsletterLinkPage;
