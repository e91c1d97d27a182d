import Input from 'antd/es/input';
import styles from './admin-page.module.css';

interface ListSearchProps {
  /** What the URL says was searched: the box shows it, and starts again from it when it changes. */
  search: string;
  placeholder: string;
  label: string;
  onSearch: (text: string) => void;
}

/** A staff list's search box, with its 'Tìm kiếm' button and a clear cross. */
export function ListSearch({ search, placeholder, label, onSearch }: ListSearchProps) {
  return (
    <Input.Search
      key={search}
      defaultValue={search}
      placeholder={placeholder}
      aria-label={label}
      enterButton="Tìm kiếm"
      allowClear
      onSearch={onSearch}
      className={styles.search}
    />
  );
}
