import { useSearchParams } from 'react-router-dom';

interface ListParams {
  search?: string;
  page?: number;
  filter?: string;
}

/**
 * A staff list's search, page and filter, kept in the URL (so back, reload and shared links keep
 * them). Default values are left out of the URL; any change but paging goes back to page 1.
 */
export function useListParams(defaultFilter = 'all') {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const filter = params.get('filter') ?? defaultFilter;

  const go = (next: ListParams) => {
    const query = new URLSearchParams();
    const text = (next.search ?? search).trim();
    const chosen = next.filter ?? filter;
    if (text) query.set('search', text);
    if (chosen !== defaultFilter) query.set('filter', chosen);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return { search, page, filter, go };
}
