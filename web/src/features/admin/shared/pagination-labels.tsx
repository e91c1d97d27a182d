import type { PaginationProps } from 'antd/es/pagination';
import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement } from 'react';

const NAMES: Partial<Record<string, (page: number) => string>> = {
  page: (page) => `Trang ${page}`,
  prev: () => 'Trang trước',
  next: () => 'Trang sau',
  'jump-prev': () => 'Lùi 5 trang',
  'jump-next': () => 'Tới 5 trang',
};

/**
 * antd's page buttons are named by their arrow icons ('left', 'right'): give them Vietnamese names,
 * and hide the icons inside from screen readers (they would still be read as 'left' and 'right').
 * The jumps by five are `<a>` without `href`, which may not carry a name unless they say what they
 * are: a button.
 */
export const paginationItem: PaginationProps['itemRender'] = (page, type, element) => {
  const name = NAMES[type]?.(page);
  if (!name || !isValidElement(element)) return element;
  const props = (element as ReactElement<HTMLAttributes<HTMLElement>>).props;
  return cloneElement(
    element as ReactElement<HTMLAttributes<HTMLElement>>,
    { 'aria-label': name, ...(type === 'jump-prev' || type === 'jump-next' ? { role: 'button' } : {}) },
    type === 'page' ? props.children : <span aria-hidden="true">{props.children}</span>,
  );
};

interface ServerPages {
  page: number;
  pageSize: number;
  total: number;
  /** What the total counts: 'sản phẩm', 'tài khoản'. */
  unit: string;
  onPage: (page: number) => void;
}

/** A staff list's pages as the server counts them: a fixed size, hidden when there is one, the total and named page buttons. */
export const serverPages = ({ page, pageSize, total, unit, onPage }: ServerPages): PaginationProps => ({
  current: page,
  pageSize,
  total,
  showSizeChanger: false,
  hideOnSinglePage: true,
  showTotal: (n) => `${n} ${unit}`,
  itemRender: paginationItem,
  onChange: onPage,
});
