import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './components/layout/ShopLayout';
import ProductDetailPage from './features/catalog/pages/ProductDetailPage';
import ProductListPage from './features/catalog/pages/ProductListPage';
import HomePage from './features/home/pages/HomePage';
import { writeFirstScreen, type FirstScreenAnswer } from './features/catalog/api/first-screen';

// The first screen as HTML (decision 0904): the gateway renders the home page, the product list and
// a product page with the same components and the same public data it inlines for the app, so the page paints
// before the JavaScript has loaded. The app then renders over it (main.tsx). Built by
// `npm run build -w web` into dist-server/ as one CommonJS file the gateway loads.

export type { FirstScreenAnswer };

/** The storefront routes drawn as HTML (web/src/app/routes.tsx has them lazily). */
const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductListPage /> },
      { path: 'products/:id', element: <ProductDetailPage /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/**
 * The markup of the page at `url` (path and query string) as a guest with an empty cart sees it,
 * its queries answered from `answers` (others render their loading state); null for other pages.
 */
export function renderFirstScreen(url: string, answers: FirstScreenAnswer[]): string | null {
  if (!matchRoutes(routes, url.split('?')[0])) return null;
  // Its own cache per render: nothing of one request reaches another. No link: a query it
  // was not given stays loading, nothing is fetched from the server side.
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty(), ssrMode: true });
  writeFirstScreen(client, answers);
  return renderToString(
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouter location={url}>
          <Routes />
        </StaticRouter>
      </ApolloProvider>
    </StrictMode>,
  );
}
