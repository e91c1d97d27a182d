import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../../../../lib/apollo/errors';
import { toast } from '../../../../../../lib/toast';
import { forgetCatalogLists } from '../../../shared/api/catalog-cache';
import type { AdminProduct } from '../../../shared/api/catalog-admin.types';
import { ADMIN_CATEGORIES } from '../../../shared/api/catalog.documents';
import { CREATE_PRODUCT, UPDATE_PRODUCT } from '../../api/products.documents';
import { imagesForSave } from '../../lib/image-files.logic';
import { fromProduct, NEW_PRODUCT, toProductInput, type ProductFormValues } from '../../lib/product-form.logic';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { BasicInfoSection } from './BasicInfoSection';
import { ImagesField } from './ImagesField';
import { requiredMark } from '../../../shared/components/required-mark';
import { PricingSection } from './PricingSection';
import styles from './ProductForm.module.css';
import { serverFieldErrors } from './server-field-errors';
import { StockOverview } from './StockOverview';
import { VariantsSection } from './VariantsSection';

export const PRODUCTS_PATH = '/admin/products';

/** The product form (product §2): one screen for a new product and for editing one. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const [form] = Form.useForm<ProductFormValues>();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const guard = useLeaveGuard(dirty);
  const categories = useQuery(ADMIN_CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const update = { update: (cache: Parameters<typeof forgetCatalogLists>[0]) => forgetCatalogLists(cache) };
  const [create, creating] = useMutation(CREATE_PRODUCT, update);
  const [save, saving] = useMutation(UPDATE_PRODUCT, update);
  const busy = creating.loading || saving.loading;
  const failure = product ? 'Cập nhật sản phẩm thất bại' : 'Tạo sản phẩm thất bại';

  const submit = async (values: ProductFormValues) => {
    const built = toProductInput(values);
    if (!built.ok) {
      form.setFields([{ name: 'images', errors: [built.message] }]);
      return;
    }
    try {
      if (product) await save({ variables: { id: product.id, input: built.input } });
      else await create({ variables: { input: built.input } });
    } catch (err) {
      toast.error(errorMessage(err, failure));
      form.setFields(serverFieldErrors(err));
      return;
    }
    toast.success(product ? 'Cập nhật sản phẩm thành công' : 'Tạo sản phẩm thành công');
    guard.release();
    navigate(PRODUCTS_PATH);
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      name="product"
      initialValues={product ? fromProduct(product) : NEW_PRODUCT}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      requiredMark={requiredMark}
      scrollToFirstError={{ block: 'center' }}
      className={styles.form}
    >
      {guard.holder}
      <div className={styles.columns}>
        <div className={styles.main}>
          <Card title={<h2 className={styles.cardTitle}>Thông tin cơ bản</h2>}>
            <BasicInfoSection />
          </Card>
          <Card title={<h2 className={styles.cardTitle}>Hình ảnh</h2>}>
            <Form.Item
              name="images"
              label="Hình ảnh sản phẩm"
              required
              rules={[{ validator: (_rule, images: ProductFormValues['images']) => checkImages(images) }]}
            >
              <ImagesField onUploadingChange={setUploading} />
            </Form.Item>
          </Card>
          <Card title={<h2 className={styles.cardTitle}>Biến thể</h2>}>
            <VariantsSection />
          </Card>
        </div>
        <div className={styles.side}>
          <Card title={<h2 className={styles.cardTitle}>Giá và phân loại</h2>}>
            <PricingSection
              categories={categories.data?.categories ?? []}
              categoriesLoading={categories.loading}
              categoriesFailed={!!categories.error && !categories.data}
            />
          </Card>
          <Card title={<h2 className={styles.cardTitle}>Tồn kho</h2>}>
            <StockOverview />
          </Card>
          <Card title={<h2 className={styles.cardTitle}>Hiển thị</h2>}>
            <Form.Item name="isFeatured" valuePropName="checked" className={styles.compact}>
              <Checkbox>Sản phẩm nổi bật</Checkbox>
            </Form.Item>
            <Form.Item name="isNewArrival" valuePropName="checked" className={styles.compact}>
              <Checkbox>Hàng mới về</Checkbox>
            </Form.Item>
            <Form.Item name="isActive" valuePropName="checked" className={styles.compact}>
              <Checkbox>Hiển thị trên cửa hàng</Checkbox>
            </Form.Item>
          </Card>
        </div>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => navigate(PRODUCTS_PATH)} disabled={busy}>
          Hủy
        </Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={uploading}>
          {product ? 'Cập nhật sản phẩm' : 'Tạo sản phẩm'}
        </Button>
      </div>
    </Form>
  );
}

/** product §12: at least one image, and one with content. */
function checkImages(images: ProductFormValues['images']): Promise<void> {
  const result = imagesForSave(images);
  return result.ok ? Promise.resolve() : Promise.reject(new Error(result.message));
}
