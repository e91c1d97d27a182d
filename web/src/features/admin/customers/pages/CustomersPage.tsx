import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery } from '@apollo/client/react';
import Button from 'antd/es/button';
import { useState } from 'react';
import { listAnswer } from '../../../../lib/list-answer.logic';
import { toast } from '../../../../lib/toast';
import { downloadNewsletterCsv } from '../api/newsletter-download';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { CUSTOMERS, CUSTOMERS_PAGE_SIZE } from '../api/users.query';
import { CustomersTable } from '../components/CustomersTable';
import styles from '../../shared/admin-page.module.css';
import { useListParams } from '../../shared/use-list-params';
import { ListSearch, LoadError } from '../../shared/list-parts';

/** /admin/customers (product §2): search, the view-only table, 20 per page; state kept in the URL. */
export function CustomersPage() {
  useDocumentTitle('Khách hàng');
  const { search, page, go } = useListParams();
  const query = useQuery(CUSTOMERS, {
    variables: { page, limit: CUSTOMERS_PAGE_SIZE, search: search || undefined },
  });
  const { data, loading, error, refetch } = query;
  // Only the answer to the page and search on screen is listed (decision 0924): a page of the
  // previous one's rows, dimmed under a spinner in the middle of a table taller than the screen,
  // read as the answer; while it loads, the empty table's spinner says so. Once it failed, the error.
  const list = listAnswer({ data, loading, error });
  const result = list.shown?.users;
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

  return (
    <>
      <h1 className={styles.title}>Khách hàng</h1>
      <div className={styles.toolbar}>
        <ListSearch
          search={search}
          placeholder="Tìm theo tên, email hoặc số điện thoại"
          label="Tìm khách hàng"
          onSearch={(text) => go({ search: text, page: 1 })}
        />
        <Button icon={<DownloadOutlined aria-hidden="true" />} loading={downloading} onClick={() => void download()}>
          Tải danh sách nhận bản tin (CSV)
        </Button>
      </div>
      {list.failed && <LoadError title="Không thể tải danh sách khách hàng" onRetry={() => void refetch()} />}
      <CustomersTable
        rows={result?.users ?? []}
        loading={loading}
        answered={Boolean(list.answer)}
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
