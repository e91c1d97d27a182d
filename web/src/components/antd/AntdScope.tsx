import ConfigProvider from 'antd/es/config-provider';
import viVN from 'antd/es/locale/vi_VN';
import type { ReactNode } from 'react';
import { theme } from '../../app/theme';

/**
 * Ant Design in Vietnamese and the shop's theme, around the parts that use antd components.
 * Not at the app's root: its style engine and locale (about 40 KB gzipped) would then be in every
 * first load, and the home page, the product list and a product page use no antd component
 * (decision 0902). Pages that do are wrapped by the router (`app/routes.tsx`), the lazy layout
 * parts (phone menu, policy dialog, toasts) wrap themselves.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
