import { ApolloProvider } from '@apollo/client/react';
import ConfigProvider from 'antd/es/config-provider';
import viVN from 'antd/es/locale/vi_VN';
import type { ReactNode } from 'react';
import { ToastHost } from '../components/feedback/ToastHost';
import { apolloClient } from '../lib/apollo/client';
import { theme } from './theme';

/** Everything pages rely on: the GraphQL client, Ant Design in Vietnamese, and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ConfigProvider locale={viVN} theme={theme}>
        <ToastHost />
        {children}
      </ConfigProvider>
    </ApolloProvider>
  );
}
