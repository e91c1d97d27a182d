import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { required } from '../../../../../../lib/form-rules';
import { htmlHasContent, PRODUCT_MESSAGES } from '../../lib/product-form.logic';
import { RichTextEditor } from './RichTextEditor';

/** product §2 "Basic info": name, short description, detailed description, all required (product §12). */
export function BasicInfoSection() {
  return (
    <>
      <Form.Item name="name" label="Tên sản phẩm" rules={[required(PRODUCT_MESSAGES.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="shortDescription" label="Mô tả ngắn" rules={[required(PRODUCT_MESSAGES.shortDescription)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label="Mô tả chi tiết"
        required
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              htmlHasContent(value) ? Promise.resolve() : Promise.reject(new Error(PRODUCT_MESSAGES.description)),
          },
        ]}
      >
        <RichTextEditor label="Mô tả chi tiết" placeholder="Chất liệu, kích thước, cách bảo quản..." />
      </Form.Item>
    </>
  );
}
