import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listAnswer } from '../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CATEGORIES_QUERY, PRODUCTS_QUERY } from '../api/catalog.queries';
import { FilterPanel } from '../components/FilterPanel';
import { FilterSheet } from '../components/FilterSheet';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ShopPagination } from '../../../components/ui/ShopPagination';
import { pageCorrection } from '../../../lib/pagination.logic';
import { SortSelect } from '../components/SortSelect';
import {
  applyListingChange,
  clearFilters,
  hasFilters,
  parseListingQuery,
  sortChange,
  sortKeyOf,
  toProductFilter,
  type ListingChange,
} from '../lib/listing-query.logic';
import styles from './ProductListPage.module.css';
import { formatCount } from '../../../lib/shop-rules';

const TITLE = 'Sản phẩm';

/** /products (product §4.1 "Product list"): every filter lives in the URL query. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(params), [params]);
  const filter = useMemo(() => toProductFilter(query), [query]);
  const products = useQuery(PRODUCTS_QUERY, { variables: { filter } });
  const { data, previousData, loading, error, refetch } = products;
  const categories = useQuery(CATEGORIES_QUERY).data?.categories ?? [];
  // Only the answer to the page and filter on screen is drawn (decision 0924): the previous grid,
  // faded, with its count and page number, read as the answer; while it loads the grid's
  // placeholders and 'Đang tải sản phẩm…' say so. Once it failed, the error with 'Thử lại'.
  const list = listAnswer({ data, loading, error });
  const listing = list.shown?.products;
  // The filter's colour and size choices stay while the next answer loads: they are choices, not results.
  const facets = (data ?? previousData)?.products;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortPreference, setSortPreference] = useState<string>();

  // The chosen category's name heads the list (the URL may name it by id or by slug).
  const category = query.category ? categories.find((c) => c.id === query.category || c.slug === query.category) : undefined;
  const heading = category?.name ?? TITLE;
  useDocumentTitle(query.search ? `${heading}: ${query.search}` : heading);

  // A page past the end (an old link, fewer products since) goes to the last page (product §4.1), and
  // a page number that means nothing goes: the address bar says the page shown.
  const pages = data?.products.pagination.pages;
  const rawPage = params.get('page');
  useEffect(() => {
    const corrected = pageCorrection(rawPage, pages);
    if (corrected !== undefined) setParams(applyListingChange(params, { page: corrected }), { replace: true });
  }, [rawPage, pages, params, setParams]);

  const change = (c: ListingChange) => setParams(applyListingChange(params, c));
  const goToPage = (page: number) => {
    setParams(applyListingChange(params, { page }));
    // At once: the grid gives way to its placeholders while the page loads (decision 0924), and
    // a smooth scroll under a layout that changes stops where the page was.
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <FilterPanel
      query={query}
      categories={categories}
      colors={facets?.colors ?? []}
      sizes={facets?.sizes ?? []}
      onChange={change}
      onClear={() => setParams(clearFilters(params))}
      canClear={hasFilters(query)}
    />
  );
  const total = listing?.pagination.total ?? 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {heading}
        {query.search && <span className={styles.search}>: “{query.search}”</span>}
      </h1>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Bộ lọc sản phẩm">
          <h2 className={styles.sidebarTitle}>Bộ lọc</h2>
          {panel}
        </aside>

        <section className={styles.results} aria-labelledby="product-results-title">
          <h2 id="product-results-title" className={styles.srOnly}>
            Danh sách sản phẩm
          </h2>
          <div className={styles.toolbar}>
            <button type="button" className={styles.filterToggle} onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M1 3h14M4 8h8M6.5 13h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
              Bộ lọc
            </button>
            <p className={styles.count} aria-live="polite">
              {listing ? `Tìm thấy ${formatCount(total)} sản phẩm` : loading ? 'Đang tải sản phẩm…' : ''}
            </p>
            <SortSelect
              searching={Boolean(query.search)}
              value={sortKeyOf(query, sortPreference)}
              onChange={(key) => {
                setSortPreference(key);
                change(sortChange(key));
              }}
            />
          </div>

          {list.failed ? (
            <div role="alert" className={styles.message}>
              <p>Không thể tải danh sách sản phẩm. Vui lòng thử lại.</p>
              <button type="button" className={styles.action} onClick={() => void refetch()}>
                Thử lại
              </button>
            </div>
          ) : !listing || (listing.products.length === 0 && !list.answer) ? (
            <ProductGridSkeleton />
          ) : listing.products.length === 0 ? (
            <div className={styles.message}>
              <p>Không tìm thấy sản phẩm nào</p>
              {hasFilters(query) && (
                <button type="button" className={styles.action} onClick={() => setParams(clearFilters(params))}>
                  Xóa tất cả bộ lọc
                </button>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={listing.products} busy={loading} />
              <ShopPagination page={listing.pagination.page} pages={listing.pagination.pages} onChange={goToPage} />
            </>
          )}
        </section>
      </div>

      <FilterSheet
        title="Bộ lọc"
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        footer={
          <button type="button" className={styles.showResults} onClick={() => setFiltersOpen(false)}>
            {listing ? `Xem ${formatCount(total)} sản phẩm` : 'Xem sản phẩm'}
          </button>
        }
      >
        {panel}
      </FilterSheet>
    </div>
  );
}

export default ProductListPage;
