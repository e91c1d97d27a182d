import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from '../../../../lib/dayjs-vi';
import { noneText } from '../../../../lib/list-answer.logic';
import type { Customer } from '../api/users.query';
import { serverPages } from '../../shared/pagination-labels';
import { TableScrollArea } from '../../shared/TableScrollArea';

const ROLE_LABELS: Record<string, string> = { customer: 'Khách hàng', admin: 'Quản trị viên', seller: 'Nhân viên bán hàng' };

const columns: ColumnsType<Customer> = [
  { title: 'Họ tên', dataIndex: 'name', key: 'name', width: 200 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 260 },
  { title: 'Số điện thoại', dataIndex: 'phone', key: 'phone', width: 140, render: (phone?: string | null) => phone || '-' },
  { title: 'Vai trò', dataIndex: 'role', key: 'role', width: 170, render: (role: string) => ROLE_LABELS[role] ?? role },
  { title: 'Ngày đăng ký', dataIndex: 'createdAt', key: 'createdAt', width: 130, render: (at: string) => dayjs(at).format('DD/MM/YYYY') },
  {
    title: 'Trạng thái',
    dataIndex: 'isActive',
    key: 'isActive',
    width: 120,
    render: (active: boolean) => (active ? <Tag color="green">Hoạt động</Tag> : <Tag color="red">Khóa</Tag>),
  },
];

interface CustomersTableProps {
  rows: Customer[];
  loading: boolean;
  /** The answer to the page on screen has come (not failed, not the previous one): only it may say there are none. */
  answered: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** The view-only customer table (product §2, §11) with server-side pages. */
export function CustomersTable({ rows, loading, answered, page, pageSize, total, onPage }: CustomersTableProps) {
  return (
    <TableScrollArea label="Bảng khách hàng">
      <Table<Customer>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 1020 }}
        // While the page loads the spinner alone speaks, and after a failed load the error: "no customers" would be untrue.
        locale={{ emptyText: noneText(answered, loading, 'Không có khách hàng nào') }}
        pagination={serverPages({ page, pageSize, total, unit: 'tài khoản', onPage })}
      />
    </TableScrollArea>
  );
}
