import type { ReactNode } from 'react';
import styles from './catalog-components.module.css';

/**
 * antd's own required mark is CSS content, which screen readers read as part of the field's
 * name ('* Tên sản phẩm'); this one is drawn after the label and hidden from them (the field
 * itself says it is required through its rules' messages).
 */
export const requiredMark = (label: ReactNode, { required }: { required: boolean }) => (
  <>
    {label}
    {required && (
      <span aria-hidden="true" className={styles.requiredMark}>
        *
      </span>
    )}
  </>
);
