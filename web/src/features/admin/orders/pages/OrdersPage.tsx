import { useQuery } from '@apollo/client/react';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { dateAndTime } from '../../../../lib/date-time.logic';
import { listAnswer } from '../../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCan } from '../../shared/use-can';
import page from '../../shared/admin-page.module.css';
import { ADMIN_ORDERS, type AdminOrder } from '../api/admin-orders.documents';
import { BulkActions } from '../components/BulkActions';
import { OrderCards } from '../components/OrderCards';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_STATUS_OPTIONS,
  orderListQuery,
  orderStatusOption,
  orderListFilter,
  parseOrderListParams,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  paymentMethodLabel,
  paymentStatusOption,
  type OrderListParams,
} from '../lib/admin-orders.logic';
import { ListSearch, LoadError } from '../../shared/list-parts';
import { paginationItem } from '../../shared/pagination-labels';
import { TableScrollArea } from '../../shared/TableScrollArea';
import { OrdersExport } from '../components/OrdersExport';
import { OrderDaysControl } from '../components/OrderDaysControl';

const PHONE = '(max-width: 767.98px)';

/** Whether the screen is a phone's, following it as it turns. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const media = window.matchMedia(PHONE);
    const follow = () => setPhone(media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return phone;
}

/**
 * /admin/orders (product §2 "Admin orders list"): search, three filters, the order days and the page in the URL, 15 a
 * page; orders ticked on the page are confirmed, printed or exported together. A phone shows cards.
 */
export function OrdersPage() {
  useDocumentTitle('Đơn hàng');
  const [query, setQuery] = useSearchParams();
  const p = parseOrderListParams(query);
  const go = (next: Partial<OrderListParams>) => setQuery(orderListQuery({ ...p, page: 1, ...next }));
  const filter = orderListFilter(p);
  // Only the answer to the filter on screen is shown. The previous filter's orders, kept while the
  // next load, would read as the answer to the days or search just chosen (an order of another day
  // under 'Hôm nay'), and would stay for good if that answer failed; while it loads, the list says so.
  // Once it failed, the error alone speaks: no rows, and no 'none'.
  const { data, loading, error, refetch } = useQuery(ADMIN_ORDERS, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const list = listAnswer({ data, loading, error });
  const result = list.shown?.orders;
  const mayCheckTransfers = useCan('payments');
  const phone = usePhone();
  const [selected, setSelected] = useState<Map<string, AdminOrder>>(new Map());
  const shown = result?.orders ?? [];
  // the ticks belong to the orders on screen: a new page or filter starts with none
  const listKey = JSON.stringify(filter);
  useEffect(() => setSelected(new Map()), [listKey]);
  // …and follow what the list now says of them (a status changed by the bulk confirm)
  const ticked = shown.filter((o) => selected.has(o.id));
  const toggle = (o: AdminOrder, on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      if (on) next.set(o.id, o);
      else next.delete(o.id);
      return next;
    });

  const columns: ColumnsType<AdminOrder> = [
    { title: 'Mã đơn', key: 'number', render: (_, o) => <strong>{o.orderNumber}</strong> },
    {
      title: 'Khách hàng',
      key: 'customer',
      render: (_, o) => (
        <>
          <div>{o.customerInfo.name}</div>
          <div className={page.sub}>{o.customerInfo.phone}</div>
        </>
      ),
    },
    {
      title: 'Ngày đặt',
      key: 'date',
      render: (_, o) => {
        const t = dateAndTime(o.createdAt);
        return (
          <>
            <div>{t.date}</div>
            <div className={page.sub}>{t.time}</div>
          </>
        );
      },
    },
    { title: 'Tổng tiền', key: 'total', render: (_, o) => formatVnd(o.totalAmount) },
    {
      title: 'Thanh toán',
      key: 'payment',
      render: (_, o) => {
        const s = paymentStatusOption(o.paymentStatus);
        return (
          <>
            <div>{paymentMethodLabel(o.paymentMethod)}</div>
            <Tag color={s.color}>{s.label}</Tag>
          </>
        );
      },
    },
    {
      title: 'Trạng thái',
      key: 'status',
      render: (_, o) => {
        const s = orderStatusOption(o.status);
        return <Tag color={s.color}>{s.label}</Tag>;
      },
    },
    {
      title: 'Chi tiết',
      key: 'detail',
      render: (_, o) => (
        <Link to={`/admin/orders/${o.id}`} aria-label={`Xem đơn ${o.orderNumber}`}>
          Xem
        </Link>
      ),
    },
  ];

  const select = (label: string, value: string | null, options: readonly { value: string; label: string }[], key: keyof OrderListParams) => (
    <Select
      aria-label={label}
      value={value ?? ''}
      onChange={(v: string) => go({ [key]: v || null })}
      options={[{ value: '', label: `${label}: tất cả` }, ...options.map((o) => ({ value: o.value, label: o.label }))]}
      className={page.filter}
    />
  );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Đơn hàng</h1>
        {mayCheckTransfers && <Link to="/admin/orders/transfers">Chuyển khoản cần kiểm tra</Link>}
        {mayCheckTransfers && <Link to="/admin/orders/refunds">Cần hoàn tiền</Link>}
        <OrdersExport filter={{ status: p.status, paymentStatus: p.paymentStatus, paymentMethod: p.paymentMethod, search: p.search, from: p.from, to: p.to }} />
      </div>
      <div className={page.toolbar}>
        <ListSearch search={p.search} placeholder="Mã đơn hoặc tên khách hàng" label="Tìm đơn hàng" onSearch={(text) => go({ search: text.trim() })} />
        {select('Trạng thái đơn', p.status, ORDER_STATUS_OPTIONS, 'status')}
        {select('Thanh toán', p.paymentStatus, PAYMENT_STATUS_OPTIONS, 'paymentStatus')}
        {select('Phương thức', p.paymentMethod, PAYMENT_METHOD_OPTIONS, 'paymentMethod')}
      </div>
      <OrderDaysControl days={{ from: p.from, to: p.to }} onChange={(days) => go(days)} />
      {list.failed && <LoadError title="Không thể tải danh sách đơn hàng" onRetry={() => void refetch()} />}
      <BulkActions selected={ticked} onDone={() => void refetch()} />
      {phone ? (
        <>
          <OrderCards orders={shown} loading={loading && !result} failed={list.failed} selected={new Set(selected.keys())} onToggle={toggle} />
          <Pagination
            current={p.page}
            pageSize={ADMIN_ORDERS_PAGE_SIZE}
            total={result?.pagination.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            simple
            itemRender={paginationItem}
            onChange={(page) => go({ page })}
          />
        </>
      ) : (
        <TableScrollArea label="Bảng đơn hàng">
          <Table<AdminOrder>
            rowKey="id"
            columns={columns}
            dataSource={shown}
            rowSelection={{
              selectedRowKeys: ticked.map((o) => o.id),
              onChange: (_keys, rows) => setSelected(new Map(rows.filter(Boolean).map((o) => [o.id, o]))),
              getCheckboxProps: (o) => ({ 'aria-label': `Chọn đơn ${o.orderNumber}` }),
            }}
            loading={loading && !result}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: result ? 'Không có đơn hàng nào' : ' ' }}
            pagination={{
              current: p.page,
              pageSize: ADMIN_ORDERS_PAGE_SIZE,
              total: result?.pagination.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              itemRender: paginationItem,
              onChange: (page) => go({ page }),
            }}
          />
        </TableScrollArea>
      )}
    </>
  );
}

export default OrdersPage;
