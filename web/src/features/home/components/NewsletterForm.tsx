import { useId, useState, type FormEvent } from 'react';
import styles from '../pages/home.module.css';

/**
 * The newsletter sign-up of spec §1 (an e-mail field and a button; what happens on submit is not
 * specified and no service stores subscriptions yet). It does not pretend to subscribe anyone: it
 * thanks the visitor and points to the channels where offers are announced today.
 */
export function NewsletterForm() {
  const id = useId();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <form className={styles.newsletterForm} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Email nhận bản tin
      </label>
      <input id={id} type="email" required className={styles.newsletterInput} placeholder="Email của bạn" autoComplete="email" />
      <button type="submit" className={styles.primaryButton}>
        Đăng ký
      </button>
      <p className={styles.newsletterNote} role="status">
        {sent ? 'Cảm ơn bạn đã quan tâm! Bản tin Túi Việt sắp ra mắt — trong lúc chờ, hãy theo dõi fanpage để nhận ưu đãi sớm nhất.' : ''}
      </p>
    </form>
  );
}
