import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router-dom';
import { listAnswer } from '../../../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../../../lib/use-document-title';
import { forgetCatalogLists } from '../../shared/api/catalog-cache';
import type { AdminProductRow } from '../../shared/api/catalog-admin.types';
import { ADMIN_PRODUCTS, ADMIN_PRODUCTS_PAGE_SIZE, DELETE_PRODUCT } from '../api/products.documents';
import { ProductsTable } from '../components/ProductsTable';
import { useListParams } from '../../../shared/use-list-params';
import styles from '../../../shared/admin-page.module.css';
import { ListSearch, LoadError, useConfirmDelete } from '../../../shared/list-parts';

const NEW_PRODUCT_PATH = '/admin/products/new';

/** /admin/products (product §2 "Admin product list"): search by button, 10 per page, hidden ones too. */
export function ProductsPage() {
  useDocumentTitle('Sản phẩm');
  const { search, page, go } = useListParams();
  const navigate = useNavigate();
  const deletion = useConfirmDelete();
  const query = useQuery(ADMIN_PRODUCTS, {
    variables: { filter: { page, limit: ADMIN_PRODUCTS_PAGE_SIZE, search: search || undefined, includeInactive: true } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, refetch } = query;
  // decision 0922: the list keeps its previous rows while the next page loads, not once it failed.
  const list = listAnswer(query);
  const result = list.shown?.products;
  const [remove] = useMutation(DELETE_PRODUCT);

  const confirmDelete = (product: AdminProductRow) =>
    deletion.confirm({
      what: 'sản phẩm',
      name: product.name,
      remove: () => remove({ variables: { id: product.id }, update: (cache) => forgetCatalogLists(cache, product.id) }),
      done: () => {
        // The last row of a later page is gone: show the page before it.
        if (result && result.products.length === 1 && page > 1) go({ page: page - 1 });
      },
    });

  return (
    <>
      {deletion.holder}
      <div className={styles.header}>
        <h1 className={styles.title}>Sản phẩm</h1>
        {/* A real link (opens in a new tab too), moved within the app without a reload. */}
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          href={NEW_PRODUCT_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(NEW_PRODUCT_PATH);
          }}
        >
          Thêm sản phẩm
        </Button>
      </div>
      <div className={styles.toolbar}>
        <ListSearch search={search} placeholder="Tìm theo tên sản phẩm" label="Tìm sản phẩm" onSearch={(text) => go({ search: text, page: 1 })} />
      </div>
      {list.failed && <LoadError title="Không thể tải danh sách sản phẩm" onRetry={() => void refetch()} />}
      <ProductsTable
        rows={result?.products ?? []}
        loading={loading}
        answered={Boolean(list.answer)}
        page={page}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        total={result?.pagination.total ?? 0}
        onDelete={confirmDelete}
        onPage={(p) => {
          go({ page: p });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

export default ProductsPage;
