import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../../../components/feedback/PageSpinner';
import { useDocumentTitle } from '../../../../../lib/use-document-title';
import { ADMIN_PRODUCT } from '../api/products.documents';
import { ProductForm, PRODUCTS_PATH } from '../components/product-form/ProductForm';
import styles from '../../../shared/admin-page.module.css';
import { LoadError } from '../../../shared/list-parts';

/** /admin/products/new and /admin/products/edit/{id}: one screen (product §2 "Admin product form"). */
export function ProductFormPage() {
  const { id } = useParams();
  const title = id ? 'Sửa sản phẩm' : 'Thêm sản phẩm';
  useDocumentTitle(title);
  // Always from the server: the form must start from what is saved now, not from a cached list row.
  const { data, loading, error, refetch } = useQuery(ADMIN_PRODUCT, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });

  let body;
  if (!id) body = <ProductForm />;
  else if (loading && !data) body = <PageSpinner label="Đang tải sản phẩm..." />;
  else if (error && !data) body = <LoadError title="Không thể tải sản phẩm" onRetry={() => void refetch()} />;
  else if (!data?.product) body = <p className={styles.empty}>Không tìm thấy sản phẩm</p>;
  else body = <ProductForm key={data.product.id} product={data.product} />;

  return (
    <>
      <div className={styles.header}>
        <Link to={PRODUCTS_PATH} className={styles.back}>
          <ArrowLeftOutlined aria-hidden="true" /> Danh sách sản phẩm
        </Link>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {body}
    </>
  );
}

export default ProductFormPage;
