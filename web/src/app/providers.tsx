import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ToastHost } from '../components/feedback/ToastHost';
import { apolloClient } from '../lib/apollo/client';

/**
 * Everything pages rely on: the GraphQL client and toasts. Ant Design's theme and locale
 * (components/antd/AntdScope) wrap only the parts that use antd, so pages without it load none of it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ToastHost />
      {children}
    </ApolloProvider>
  );
}
