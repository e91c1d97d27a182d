import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link } from 'react-router-dom';

/** product §13: a missing or foreign order (antd's Result; loaded only when shown, decision 0902). */
export function PaymentOrderNotFound() {
  return (
    <Result
      status="404"
      title="Không tìm thấy đơn hàng"
      subTitle="Đơn hàng không tồn tại hoặc bạn không có quyền truy cập."
      extra={
        <Link to="/">
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}
