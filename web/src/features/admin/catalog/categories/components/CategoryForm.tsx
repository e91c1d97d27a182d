import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useId } from 'react';
import { required } from '../../../../../lib/form-rules';
import type { AdminCategory } from '../../shared/api/catalog-admin.types';
import type { CategoryInput } from '../api/categories.documents';
import { requiredMark } from '../../shared/components/required-mark';
import styles from './categories.module.css';

interface CategoryFormProps {
  /** The category being edited; none when adding. */
  category?: AdminCategory;
  saving: boolean;
  onSave: (input: CategoryInput) => void;
  onCancel: () => void;
}

/** product §2 "inline add and edit form (name required, description)". */
export function CategoryForm({ category, saving, onSave, onCancel }: CategoryFormProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <h2 id={headingId} className={styles.formTitle}>
        {category ? `Sửa danh mục ${category.name}` : 'Thêm danh mục'}
      </h2>
      <Form<{ name: string; description?: string }>
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
        onFinish={(v) => onSave({ name: v.name.trim(), description: v.description?.trim() || null })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <Form.Item name="name" label="Tên danh mục" rules={[required('Vui lòng nhập tên danh mục')]}>
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="Mô tả">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Form.Item>
        <div className={styles.formActions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {category ? 'Cập nhật' : 'Thêm'}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Hủy
          </Button>
        </div>
      </Form>
    </section>
  );
}
