import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from '../../lib/retry-import.logic';

/**
 * A component that uses Ant Design, loaded on demand together with antd's theme and locale
 * (AntdScope): the page around it loads no antd until it is shown (decision 0902). A failed load
 * is tried again (decision 0923).
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ AntdScope }, Component] = await Promise.all([retryImport(() => import('./AntdScope')), retryImport(load)]);
    return {
      default: function WithAntd(props: P) {
        return (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        );
      },
    };
  });
}
