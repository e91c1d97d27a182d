import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/apollo/errors';
import { SUBSCRIBE_NEWSLETTER } from '../api/newsletter.documents';
import styles from '../pages/home.module.css';
import formStyles from './NewsletterForm.module.css';

/**
 * The newsletter sign-up of product §2 (an e-mail field and a button). identity stores it with double
 * opt-in (docs/decisions/0800): the answer asks the visitor to confirm from the mail, and is the
 * same whether or not the address was already on the list.
 */
export function NewsletterForm() {
  const id = useId();
  const [subscribe, { loading }] = useMutation(SUBSCRIBE_NEWSLETTER);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    try {
      const { data } = await subscribe({ variables: { email, source: 'home' } });
      setNote({ ok: true, text: data?.subscribeNewsletter.message ?? '' });
      form.reset();
    } catch (err) {
      setNote({ ok: false, text: errorMessage(err, 'Không thể đăng ký lúc này. Vui lòng thử lại.') });
    }
  };

  return (
    <form className={formStyles.newsletterForm} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        Email nhận bản tin
      </label>
      <input id={id} name="email" type="email" required className={formStyles.newsletterInput} placeholder="Email của bạn" autoComplete="email" />
      <button type="submit" className={styles.primaryButton} disabled={loading}>
        Đăng ký
      </button>
      <p className={`${formStyles.newsletterNote} ${note && !note.ok ? formStyles.newsletterError : ''}`} role="status">
        {note?.text ?? ''}
      </p>
      <p className={formStyles.consent}>
        Bằng cách đăng ký, bạn đồng ý nhận email từ Túi Việt. Bạn có thể hủy đăng ký bất cứ lúc nào bằng liên kết trong mỗi email.
      </p>
    </form>
  );
}
