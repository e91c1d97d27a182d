import type { ThemeConfig } from 'antd/es/config-provider';

/** Ant Design in the shop's colours (the jade green and lacquer red the pages use). */
export const theme: ThemeConfig = {
  token: {
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
