import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import { useEffect, useRef } from 'react';
import type { AdminCategory } from '../../shared/api/catalog-admin.types';
import styles from './categories.module.css';
import { formatCount } from '../../../../../lib/shop-rules';

interface CategoryCardProps {
  category: AdminCategory;
  busy: boolean;
  /** Just back from its inline edit form: the focus returns to its edit button. */
  focusEdit?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One card of the category grid (product §2): name, description, slug. */
export function CategoryCard({ category, busy, focusEdit = false, onEdit, onDelete }: CategoryCardProps) {
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) edit.current?.focus();
  }, [focusEdit]);
  return (
    <article className={styles.card} aria-label={category.name}>
      <h2 className={styles.name}>{category.name}</h2>
      <p className={styles.description}>{category.description || <span className={styles.muted}>Chưa có mô tả</span>}</p>
      <p className={styles.meta}>
        <span>
          Slug: <code>{category.slug}</code>
        </span>
        <span>{formatCount(category.productCount)} sản phẩm</span>
      </p>
      <div className={styles.cardActions}>
        <Button ref={edit} icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} disabled={busy} aria-label={`Sửa danh mục ${category.name}`}>
          Sửa
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onDelete} disabled={busy} aria-label={`Xóa danh mục ${category.name}`}>
          Xóa
        </Button>
      </div>
    </article>
  );
}
