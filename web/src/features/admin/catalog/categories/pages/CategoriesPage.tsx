import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import { PageSpinner } from '../../../../../components/feedback/PageSpinner';
import { errorMessage } from '../../../../../lib/apollo/errors';
import { toast } from '../../../../../lib/toast';
import { useDocumentTitle } from '../../../../../lib/use-document-title';
import { forgetCatalogLists } from '../../shared/api/catalog-cache';
import type { AdminCategory } from '../../shared/api/catalog-admin.types';
import { ADMIN_CATEGORIES } from '../../shared/api/catalog.documents';
import { CREATE_CATEGORY, DELETE_CATEGORY, UPDATE_CATEGORY, type CategoryInput } from '../api/categories.documents';
import { CategoryCard } from '../components/CategoryCard';
import { CategoryForm } from '../components/CategoryForm';
import cardStyles from '../components/categories.module.css';
import styles from '../../../shared/admin-page.module.css';
import { LoadError, useConfirmDelete } from '../../../shared/list-parts';

type Editing = { kind: 'add' } | { kind: 'edit'; id: string } | null;

/** /admin/categories (product §2): card grid, inline add and edit, delete with confirmation. */
export function CategoriesPage() {
  useDocumentTitle('Danh mục');
  const [editing, setEditing] = useState<Editing>(null);
  // Where the keyboard focus goes when an inline form closes: the card's or the add button.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setReturnTo(editing?.kind === 'edit' ? editing.id : null);
    if (editing?.kind === 'add') setTimeout(() => addButton.current?.focus());
    setEditing(null);
  };
  const deletion = useConfirmDelete();
  const { data, loading, error, refetch } = useQuery(ADMIN_CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const refresh = { update: (cache: Parameters<typeof forgetCatalogLists>[0]) => forgetCatalogLists(cache) };
  const [create, creating] = useMutation(CREATE_CATEGORY, refresh);
  const [update, updating] = useMutation(UPDATE_CATEGORY, refresh);
  const [remove, removing] = useMutation(DELETE_CATEGORY, refresh);
  const categories = data?.categories ?? [];

  const add = async (input: CategoryInput) => {
    try {
      await create({ variables: { input } });
      toast.success('Tạo danh mục thành công');
      close();
    } catch (err) {
      toast.error(errorMessage(err, 'Tạo danh mục thất bại'));
    }
  };

  const rename = async (id: string, input: CategoryInput) => {
    try {
      await update({ variables: { id, input } });
      toast.success('Cập nhật danh mục thành công');
      close();
    } catch (err) {
      toast.error(errorMessage(err, 'Cập nhật danh mục thất bại'));
    }
  };

  const confirmDelete = (category: AdminCategory) =>
    // A category still in use: the catalog's own message (product §13).
    deletion.confirm({
      what: 'danh mục',
      name: category.name,
      remove: () => remove({ variables: { id: category.id } }),
    });

  return (
    <>
      {deletion.holder}
      <div className={styles.header}>
        <h1 className={styles.title}>Danh mục</h1>
        <Button
          ref={addButton}
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setEditing({ kind: 'add' })}
          disabled={editing?.kind === 'add'}
        >
          Thêm danh mục
        </Button>
      </div>
      {editing?.kind === 'add' && (
        <div className={cardStyles.addForm}>
          <CategoryForm saving={creating.loading} onSave={add} onCancel={close} />
        </div>
      )}
      {error && !data && <LoadError title="Không thể tải danh mục" onRetry={() => void refetch()} />}
      {loading && !data && <PageSpinner label="Đang tải danh mục..." />}
      {data && categories.length === 0 && <p className={styles.empty}>Chưa có danh mục nào</p>}
      {categories.length > 0 && (
        <ul className={cardStyles.grid} aria-label="Danh sách danh mục">
          {categories.map((c) => (
            <li key={c.id}>
              {editing?.kind === 'edit' && editing.id === c.id ? (
                <CategoryForm category={c} saving={updating.loading} onSave={(input) => rename(c.id, input)} onCancel={close} />
              ) : (
                <CategoryCard
                  category={c}
                  focusEdit={returnTo === c.id}
                  busy={removing.loading}
                  onEdit={() => {
                    setReturnTo(null);
                    setEditing({ kind: 'edit', id: c.id });
                  }}
                  onDelete={() => confirmDelete(c)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default CategoriesPage;
