import type { ApolloClient, DocumentNode } from '@apollo/client';
import { PRODUCT_QUERY, PRODUCTS_QUERY } from './catalog.queries';
import { authStore } from '../../../lib/auth/auth-store';
import { isStaffRole } from '../../../lib/auth/session.logic';

/** The block the gateway inlines into the page (gateway/src/web/first-screen.ts, decision 0903). */
export const FIRST_SCREEN_ID = 'shop-first-screen';

const DOCUMENTS: Record<string, DocumentNode> = {
  StorefrontProducts: PRODUCTS_QUERY,
  StorefrontProduct: PRODUCT_QUERY,
};

/** One inlined answer: the query, its variables and the data a guest gets for it. */
export interface FirstScreenAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

interface FirstScreenBlock {
  path: string;
  queries: FirstScreenAnswer[];
}

/** Writes inlined answers into a GraphQL cache (the app's, or the gateway's renderer's in entry-server.tsx). */
export function writeFirstScreen(client: ApolloClient, answers: FirstScreenAnswer[]): void {
  for (const q of answers) {
    const query = DOCUMENTS[q.operationName];
    if (query && q.data) client.writeQuery({ query, variables: q.variables, data: q.data as never });
  }
}

/**
 * Writes the first screen's public catalog answer, inlined by the gateway into the page, into
 * the GraphQL cache before the first render: the page draws its products at once instead of
 * asking /graphql after the JavaScript has run. Only for the address it was made for and for
 * guests and customers (who read the catalog as guests do); anything unexpected is ignored (the
 * page then asks for its data as usual).
 */
export function primeFirstScreen(client: ApolloClient): void {
  const element = document.getElementById(FIRST_SCREEN_ID);
  if (!element) return;
  element.remove();
  // Staff see hidden products too: what a guest sees is not their answer, they ask for their own.
  if (isStaffRole(authStore.get().user?.role)) return;
  try {
    const block = JSON.parse(element.textContent ?? '') as FirstScreenBlock;
    if (block.path !== `${location.pathname}${location.search}`) return;
    writeFirstScreen(client, block.queries);
  } catch {
    // not ours or damaged: the page loads its data itself
  }
}
