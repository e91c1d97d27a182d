import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import styles from './admin-page.module.css';

/** What a staff screen shows when its data could not be loaded, with 'Thử lại'. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>Thử lại</Button>} className={styles.alert} />;
}
