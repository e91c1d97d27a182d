import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import ConfigProvider from 'antd/es/config-provider';
import viVN from 'antd/es/locale/vi_VN';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * A button's spinner, hidden from screen readers. antd's own names the button "loading …" while it
 * spins, and it leaves with an animation that can stay in the page (scaled to 0, still named)
 * when the animation's end never arrives: the button is then "loading Cập nhật" for good. This one
 * is mounted only while the button is busy.
 */
const buttonSpinner = <LoadingOutlined aria-hidden="true" />;

/**
 * Ant Design in Vietnamese and the shop's theme, around the parts that use antd components.
 * Not at the app's root: its style engine and locale (about 40 KB gzipped) would then be in every
 * first load, and the home page, the product list and a product page use no antd component
 * (decision 0902). Pages that do are wrapped by the router (`app/routes.tsx`), the lazy layout
 * parts (phone menu, policy dialog, toasts) wrap themselves.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme} button={{ loadingIcon: buttonSpinner }}>
      {children}
    </ConfigProvider>
  );
}
