import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { couponValueText } from '../../../../lib/coupon-terms.logic';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import styles from '../../shared/admin-page.module.css';
import { ADMIN_COUPONS, CREATE_COUPON, DELETE_COUPON } from '../api/coupons.documents';
import {
  COUPON_DEFAULTS,
  couponStatus,
  discountTypeLabel,
  formatDay,
  toCouponInput,
  usageText,
  type CouponFormValues,
  type CouponRow,
} from '../lib/coupon-form.logic';
import { LoadError, useConfirmDelete } from '../../shared/list-parts';
import { TableScrollArea } from '../../shared/TableScrollArea';

/** /admin/coupons (product §2): the coupons table, the add-coupon modal, delete with confirmation. */
export function CouponsPage() {
  useDocumentTitle('Mã giảm giá');
  const deletion = useConfirmDelete();
  const [adding, setAdding] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [form] = Form.useForm<CouponFormValues>();
  const type = Form.useWatch('discountType', form);
  const { data, loading, error, refetch } = useQuery(ADMIN_COUPONS, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CREATE_COUPON, { refetchQueries: [ADMIN_COUPONS] });
  const [remove] = useMutation(DELETE_COUPON, { refetchQueries: [ADMIN_COUPONS] });

  const open = () => {
    form.resetFields();
    form.setFieldsValue(COUPON_DEFAULTS);
    setFormError(null);
    setAdding(true);
  };

  const submit = async () => {
    const result = toCouponInput(form.getFieldsValue(true));
    if ('error' in result) {
      setFormError(result.error);
      return;
    }
    try {
      await create({ variables: { input: result.input } });
      toast.success('Tạo mã giảm giá thành công');
      setAdding(false);
    } catch (err) {
      toast.error(errorMessage(err, 'Tạo mã giảm giá thất bại'));
    }
  };

  const confirmDelete = (c: CouponRow) =>
    deletion.confirm({
      what: 'mã giảm giá',
      name: c.code,
      remove: () => remove({ variables: { id: c.id } }),
    });

  const columns: ColumnsType<CouponRow> = [
    { title: 'Mã', dataIndex: 'code', key: 'code', render: (code: string) => <strong>{code}</strong> },
    { title: 'Mô tả', dataIndex: 'description', key: 'description', render: (d: string | null) => d || '-' },
    { title: 'Loại', key: 'type', render: (_, c) => discountTypeLabel(c.discountType) },
    { title: 'Giá trị', key: 'value', render: (_, c) => couponValueText(c) },
    { title: 'Đã dùng', key: 'usage', render: (_, c) => usageText(c.usedCount, c.usageLimit) },
    { title: 'Bắt đầu', key: 'start', render: (_, c) => formatDay(c.startDate) },
    { title: 'Kết thúc', key: 'end', render: (_, c) => formatDay(c.endDate) },
    { title: 'Hiển thị cho khách', key: 'public', render: (_, c) => (c.isPublic ? 'Có' : 'Không') },
    {
      title: 'Trạng thái',
      key: 'status',
      render: (_, c) => {
        const s = couponStatus(c);
        return <Tag color={s.active ? 'green' : 'default'}>{s.label}</Tag>;
      },
    },
    {
      title: 'Thao tác',
      key: 'actions',
      render: (_, c) => <Button danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Xóa mã ${c.code}`} onClick={() => confirmDelete(c)} />,
    },
  ];

  return (
    <>
      {deletion.holder}
      <div className={styles.header}>
        <h1 className={styles.title}>Mã giảm giá</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={open}>
          Thêm mã giảm giá
        </Button>
      </div>
      {error && !data && <LoadError title="Không thể tải danh sách mã giảm giá" onRetry={() => void refetch()} />}
      <TableScrollArea label="Bảng mã giảm giá">
        <Table<CouponRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.coupons ?? []}
          loading={loading && !data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Chưa có mã giảm giá nào' }}
        />
      </TableScrollArea>
      <Modal
        title="Thêm mã giảm giá"
        open={adding}
        onCancel={() => setAdding(false)}
        onOk={() => void submit()}
        okText="Tạo mã"
        cancelText="Hủy"
        confirmLoading={creating.loading}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={COUPON_DEFAULTS} onFinish={() => void submit()}>
          {formError && <Alert type="error" showIcon title={formError} role="alert" className={styles.alert} />}
          <Form.Item label="Mã giảm giá" name="code">
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
          <Form.Item label="Mô tả" name="description">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item label="Loại giảm giá" name="discountType">
            <Select
              options={[
                { value: 'percentage', label: 'Phần trăm' },
                { value: 'fixed', label: 'Số tiền cố định' },
              ]}
            />
          </Form.Item>
          <Form.Item label={type === 'fixed' ? 'Giá trị (đ)' : 'Giá trị (%)'} name="discountValue">
            <InputNumber min={1} max={type === 'fixed' ? 2_000_000_000 : 100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {type !== 'fixed' && (
            <Form.Item label="Giảm tối đa (đ)" name="maxDiscount">
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item label="Giá trị đơn hàng tối thiểu (đ)" name="minOrderValue">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Số lượt sử dụng tối đa" name="usageLimit">
            <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="Không giới hạn" />
          </Form.Item>
          <Form.Item label="Ngày bắt đầu" name="startDate">
            <Input type="date" />
          </Form.Item>
          <Form.Item label="Ngày kết thúc" name="endDate">
            <Input type="date" />
          </Form.Item>
          <Form.Item label="Kích hoạt" name="isActive" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Hiển thị cho khách trong “Chọn voucher”" name="isPublic" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default CouponsPage;
