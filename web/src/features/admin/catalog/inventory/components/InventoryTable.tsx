import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { ProductImage } from '../../../../../components/product/ProductImage';
import type { AdminProductRow, AdminVariant } from '../../shared/api/catalog-admin.types';
import { serverPages } from '../../../shared/pagination-labels';
import { TableScrollArea } from '../../../shared/TableScrollArea';
import { StockTag } from '../../shared/components/StockTag';
import styles from './inventory.module.css';
import { StockCell } from './StockCell';
import { noneText } from '../../../../../lib/list-answer.logic';
import { formatCount } from '../../../../../lib/shop-rules';

/** The item whose stock is being edited: a variant, or a product without variants. */
export interface StockTarget {
  productId: string;
  variantId: string | null;
}

type Row = { key: string; kind: 'product'; product: AdminProductRow } | { key: string; kind: 'variant'; product: AdminProductRow; variant: AdminVariant };

/** Product rows, each followed by its variant rows (product §2: "indented variant rows"). */
const rowsOf = (products: AdminProductRow[]): Row[] =>
  products.flatMap((product) => [
    { key: product.id, kind: 'product' as const, product },
    ...product.variants.map((variant) => ({ key: `${product.id}:${variant.id}`, kind: 'variant' as const, product, variant })),
  ]);

export const variantLabel = (v: AdminVariant): string => v.name || [v.color, v.material, v.size].filter(Boolean).join(' / ') || v.sku;

interface InventoryTableProps {
  products: AdminProductRow[];
  loading: boolean;
  /** The answer to the page on screen has come (not failed, not the previous one): only it may say there are none. */
  answered: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  editing: StockTarget | null;
  saving: boolean;
  onEdit: (target: StockTarget | null) => void;
  onSave: (target: StockTarget, text: string) => Promise<void>;
}

export function InventoryTable({ products, loading, answered, page, pageSize, total, onPage, editing, saving, onEdit, onSave }: InventoryTableProps) {
  const cell = (row: Row, stock: number) => {
    const target = { productId: row.product.id, variantId: row.kind === 'variant' ? row.variant.id : null };
    const label = row.kind === 'variant' ? `${row.product.name} - ${variantLabel(row.variant)}` : row.product.name;
    const isEditing = editing?.productId === target.productId && editing.variantId === target.variantId;
    return (
      <StockCell
        stock={stock}
        label={label}
        editing={isEditing}
        locked={saving && !isEditing}
        onEdit={() => onEdit(target)}
        onCancel={() => onEdit(null)}
        onConfirm={(text) => onSave(target, text)}
      />
    );
  };

  const columns: ColumnsType<Row> = [
    {
      title: 'Sản phẩm',
      key: 'name',
      width: 180,
      // On a phone the name stays in view while the other columns scroll.
      fixed: 'left',
      render: (_, row) =>
        row.kind === 'product' ? (
          <div className={styles.product}>
            <ProductImage url={row.product.images[0]?.url} width={160} alt="" className={styles.thumb} />
            <span>
              <span className={styles.productName}>{row.product.name}</span>
              {row.product.variants.length > 0 && <span className={styles.secondary}>{row.product.variants.length} biến thể</span>}
            </span>
          </div>
        ) : (
          <span className={styles.variant}>
            <span aria-hidden="true">↳ </span>
            {variantLabel(row.variant)}
            <span className={styles.secondary}>SKU: {row.variant.sku}</span>
          </span>
        ),
    },
    {
      title: 'Tồn kho',
      key: 'stock',
      width: 190,
      render: (_, row) => {
        if (row.kind === 'variant') return cell(row, row.variant.stock);
        if (row.product.variants.length === 0) return cell(row, row.product.totalStock);
        return <strong>{formatCount(row.product.totalStock)}</strong>;
      },
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 110,
      render: (_, row) => <StockTag stock={row.kind === 'variant' ? row.variant.stock : row.product.totalStock} />,
    },
    {
      title: 'Đã bán',
      key: 'sold',
      width: 80,
      align: 'right',
      render: (_, row) => (row.kind === 'product' ? formatCount(row.product.soldCount) : ''),
    },
  ];

  return (
    <>
      <TableScrollArea label="Bảng tồn kho">
        <Table<Row>
          rowKey="key"
          columns={columns}
          dataSource={rowsOf(products)}
          loading={loading}
          scroll={{ x: 560 }}
          rowClassName={(row) => (row.kind === 'product' ? styles.productRow : styles.variantRow)}
          locale={{ emptyText: noneText(answered, loading, 'Không có sản phẩm nào') }}
          // Pages count products (20 each, product §14), not the variant rows under them.
          pagination={false}
        />
      </TableScrollArea>
      <Pagination className={styles.pagination} {...serverPages({ page, pageSize, total, unit: 'sản phẩm', onPage })} />
    </>
  );
}
