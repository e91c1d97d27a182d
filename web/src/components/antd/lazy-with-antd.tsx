import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyRetrying } from '../../lib/retry-import.logic';

/**
 * A component that uses Ant Design, loaded on demand together with antd's theme and locale
 * (AntdScope): the page around it loads no antd until it is shown (decision 0902). A failed load
 * is tried again (decision 0923).
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazyRetrying(async () => {
    const [{ AntdScope }, Component] = await Promise.all([import('./AntdScope'), load()]);
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
