import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { Price } from '../../../../../components/product/Price';
import { ProductImage } from '../../../../../components/product/ProductImage';
import type { AdminProductRow } from '../../shared/api/catalog-admin.types';
import styles from '../../shared/components/catalog-components.module.css';
import { serverPages } from '../../../shared/pagination-labels';
import { TableScrollArea } from '../../../shared/TableScrollArea';
import { StockFigure } from '../../shared/components/StockFigure';
import { noneText } from '../../../../../lib/list-answer.logic';
import { formatCount } from '../../../../../lib/shop-rules';

interface ProductsTableProps {
  rows: AdminProductRow[];
  loading: boolean;
  /** The answer to the page on screen has come (not failed, not the previous one): only it may say there are none. */
  answered: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onDelete: (product: AdminProductRow) => void;
}

/** The staff product table of product §2 "Admin product list", with server-side pages. */
export function ProductsTable({ rows, loading, answered, page, pageSize, total, onPage, onDelete }: ProductsTableProps) {
  const columns: ColumnsType<AdminProductRow> = [
    {
      title: 'Ảnh',
      key: 'image',
      width: 64,
      render: (_, p) => <ProductImage url={p.images[0]?.url} width={160} alt="" className={styles.thumb} />,
    },
    { title: 'Tên sản phẩm', dataIndex: 'name', key: 'name', width: 200, render: (name: string) => <span className={styles.name}>{name}</span> },
    { title: 'Thương hiệu', dataIndex: 'brand', key: 'brand', width: 110, render: (brand?: string | null) => brand || '-' },
    { title: 'Danh mục', key: 'category', width: 110, render: (_, p) => p.category?.name ?? '-' },
    { title: 'Giá', key: 'price', width: 140, render: (_, p) => <Price price={p.price} originalPrice={p.originalPrice} /> },
    { title: 'Tồn kho', dataIndex: 'totalStock', key: 'totalStock', width: 80, align: 'right', render: (stock: number) => <StockFigure stock={stock} /> },
    { title: 'Đã bán', dataIndex: 'soldCount', key: 'soldCount', width: 80, align: 'right', render: (n: number) => formatCount(n) },
    {
      title: 'Trạng thái',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 110,
      render: (active: boolean) => (active ? <Tag color="green">Hoạt động</Tag> : <Tag>Ẩn</Tag>),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, p) => (
        <div className={styles.rowActions}>
          <Link to={`/admin/products/edit/${p.id}`} aria-label={`Sửa ${p.name}`} title="Sửa" className={styles.iconLink}>
            <EditOutlined aria-hidden="true" />
          </Link>
          <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Xóa ${p.name}`} title="Xóa" onClick={() => onDelete(p)} />
        </div>
      ),
    },
  ];

  return (
    <TableScrollArea label="Bảng sản phẩm">
      <Table<AdminProductRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 990 }}
        locale={{ emptyText: noneText(answered, loading, 'Không có sản phẩm nào') }}
        pagination={serverPages({ page, pageSize, total, unit: 'sản phẩm', onPage })}
      />
    </TableScrollArea>
  );
}
