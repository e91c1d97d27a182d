import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { errorMessage } from '../../../../../lib/apollo/errors';
import { listAnswer } from '../../../../../lib/list-answer.logic';
import { toast } from '../../../../../lib/toast';
import { useDocumentTitle } from '../../../../../lib/use-document-title';
import { forgetCatalogLists } from '../../shared/api/catalog-cache';
import type { StockFilter } from '../../shared/api/catalog-admin.types';
import { INVENTORY, INVENTORY_PAGE_SIZE, UPDATE_PRODUCT_STOCK, UPDATE_VARIANT_STOCK } from '../api/inventory.documents';
import { InventorySummaryCards } from '../components/InventorySummaryCards';
import { StockSheet } from '../components/StockSheet';
import { InventoryTable, type StockTarget } from '../components/InventoryTable';
import { parseStockInput } from '../../shared/lib/stock-level.logic';
import { useListParams } from '../../../shared/use-list-params';
import styles from '../../../shared/admin-page.module.css';
import { ListSearch, LoadError } from '../../../shared/list-parts';

const FILTERS: { value: StockFilter; label: string }[] = [
  { value: 'all', label: 'Tất cả' },
  { value: 'low', label: 'Sắp hết' },
  { value: 'out', label: 'Hết hàng' },
];
const isFilter = (v: string): v is StockFilter => FILTERS.some((f) => f.value === v);

/** /admin/inventory (product §2 "Admin inventory"): summary, search, filter, inline stock edit, 20 per page. */
export function InventoryPage() {
  useDocumentTitle('Tồn kho');
  const { search, page, filter: rawFilter, go } = useListParams();
  const filter = isFilter(rawFilter) ? rawFilter : 'all';
  const [editing, setEditing] = useState<StockTarget | null>(null);
  const client = useApolloClient();
  const query = useQuery(INVENTORY, {
    variables: { page, limit: INVENTORY_PAGE_SIZE, search: search || undefined, filter },
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error, refetch } = query;
  // Only the answer to the page, search and filter on screen is listed (decision 0924): the
  // previous filter's rows, dimmed under a spinner out of sight below them, read as the answer;
  // while it loads, the empty table's spinner says so. Once it failed, the error.
  const list = listAnswer({ data, loading, error });
  const result = list.shown?.inventory;
  const refresh = { update: (cache: Parameters<typeof forgetCatalogLists>[0]) => forgetCatalogLists(cache) };
  const [setVariantStock, variantSave] = useMutation(UPDATE_VARIANT_STOCK, refresh);
  const [setProductStock, productSave] = useMutation(UPDATE_PRODUCT_STOCK, refresh);

  const save = async (target: StockTarget, text: string) => {
    const parsed = parseStockInput(text);
    if (!parsed.ok) {
      toast.error(parsed.message);
      return;
    }
    try {
      if (target.variantId) await setVariantStock({ variables: { productId: target.productId, variantId: target.variantId, stock: parsed.stock } });
      else await setProductStock({ variables: { productId: target.productId, stock: parsed.stock } });
      toast.success('Cập nhật tồn kho thành công');
      setEditing(null);
    } catch (err) {
      toast.error(errorMessage(err, 'Cập nhật tồn kho thất bại'));
    }
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Tồn kho</h1>
        <StockSheet
          onApplied={() => {
            forgetCatalogLists(client.cache);
            void refetch();
          }}
        />
      </div>
      <InventorySummaryCards summary={result?.summary} />
      <div className={styles.toolbar}>
        <ListSearch search={search} placeholder="Tìm theo tên sản phẩm" label="Tìm trong kho" onSearch={(text) => go({ search: text, page: 1 })} />
        <Radio.Group
          aria-label="Lọc theo tồn kho"
          optionType="button"
          buttonStyle="solid"
          value={filter}
          options={FILTERS}
          onChange={(e) => go({ filter: e.target.value as StockFilter, page: 1 })}
        />
      </div>
      {list.failed && <LoadError title="Không thể tải tồn kho" onRetry={() => void refetch()} />}
      <InventoryTable
        products={result?.products ?? []}
        loading={loading}
        answered={Boolean(list.answer)}
        page={page}
        pageSize={INVENTORY_PAGE_SIZE}
        total={result?.pagination.total ?? 0}
        editing={editing}
        saving={variantSave.loading || productSave.loading}
        onEdit={setEditing}
        onSave={save}
        onPage={(p) => {
          setEditing(null);
          go({ page: p });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

export default InventoryPage;
