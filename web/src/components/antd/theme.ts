import type { ThemeConfig } from 'antd/es/config-provider';

/** The visitor asked their system for less motion (decision 0006). */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Ant Design in the shop's colours (the jade green and lacquer red the pages use). Without its
 * animations for a visitor who prefers reduced motion: dialogs, menus and messages then appear and
 * leave at once.
 */
export const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#1f6f5c',
    colorLink: '#1f6f5c',
    colorError: '#c0392b',
    colorBgLayout: '#faf9f7',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
  },
};
