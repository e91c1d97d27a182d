import { useEffect } from 'react';
import { SHOP_NAME } from './shop-info';

/** Sets the tab title (also what screen readers announce on a route change). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
