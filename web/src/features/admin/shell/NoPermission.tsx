import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** An admin screen the role may not use (decision 0430): said plainly, with the way back. */
export function NoPermission() {
  useDocumentTitle('Không có quyền truy cập');
  return (
    <Result
      status="403"
      title="Bạn không có quyền truy cập trang này"
      subTitle="Trang này chỉ dành cho quản trị viên. Nếu cần dùng, hãy liên hệ quản trị viên của cửa hàng."
      extra={
        <Link to="/admin">
          <Button type="primary">Về trang tổng quan</Button>
        </Link>
      }
    />
  );
}
