import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../../lib/toast';
import { downloadNewsletterCsv } from '../api/newsletter-download';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { CUSTOMERS, CUSTOMERS_PAGE_SIZE } from '../api/users.query';
import { CustomersTable } from '../components/CustomersTable';
import styles from '../../shared/admin-page.module.css';

/** /admin/customers (product §2): search, the view-only table, 20 per page; state kept in the URL. */
export function CustomersPage() {
  useDocumentTitle('Khách hàng');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(CUSTOMERS, {
    variables: { page, limit: CUSTOMERS_PAGE_SIZE, search: search || undefined },
  });
  // product §15: the list keeps its previous rows while the next page loads.
  const result = (data ?? previousData)?.users;
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const count = await downloadNewsletterCsv();
      toast.success(`Đã tải danh sách ${count} người nhận bản tin`);
    } catch {
      toast.error('Không thể tải danh sách nhận bản tin');
    } finally {
      setDownloading(false);
    }
  };

  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const text = (next.search ?? search).trim();
    if (text) query.set('search', text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <h1 className={styles.title}>Khách hàng</h1>
      <div className={styles.toolbar}>
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder="Tìm theo tên, email hoặc số điện thoại"
          aria-label="Tìm khách hàng"
          enterButton="Tìm kiếm"
          allowClear
          onSearch={(text) => go({ search: text, page: 1 })}
          className={styles.search}
        />
        <Button icon={<DownloadOutlined aria-hidden="true" />} loading={downloading} onClick={() => void download()}>
          Tải danh sách nhận bản tin (CSV)
        </Button>
      </div>
      {error && !result && (
        <Alert
          type="error"
          showIcon
          title="Không thể tải danh sách khách hàng"
          action={<Button onClick={() => refetch()}>Thử lại</Button>}
          className={styles.alert}
        />
      )}
      <CustomersTable
        rows={result?.users ?? []}
        loading={loading}
        page={page}
        pageSize={CUSTOMERS_PAGE_SIZE}
        total={result?.pagination.total ?? 0}
        onPage={(p) => {
          go({ page: p });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

export default CustomersPage;
