import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CartItemInput, ServerCartItem } from './cart.logic';

// The server cart of a signed-in customer (orders service, the GraphQL twins of product §15 /api/cart).

const CART_FIELDS = gql`
  fragment CartFields on Cart {
    items {
      quantity
      selected
      variant {
        id
        name
        color
        material
        size
      }
      product {
        id
        name
        price
        originalPrice
        image
        stock
        available
      }
    }
  }
`;

export interface ServerCart {
  items: ServerCartItem[];
}

export const CART: TypedDocumentNode<{ cart: ServerCart }> = gql`
  query Cart {
    cart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const MERGE_CART: TypedDocumentNode<{ mergeCart: ServerCart }, { input: { mergeId: string; items: CartItemInput[] } }> = gql`
  mutation MergeCart($input: MergeCartInput!) {
    mergeCart(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const ADD_TO_CART: TypedDocumentNode<{ addToCart: ServerCart }, { input: CartItemInput }> = gql`
  mutation AddToCart($input: CartItemInput!) {
    addToCart(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Buy now (docs/decisions/0640): the line, with at least this quantity, becomes the only selected one. */
export const BUY_NOW: TypedDocumentNode<{ buyNow: ServerCart }, { input: CartItemInput }> = gql`
  mutation BuyNow($input: CartItemInput!) {
    buyNow(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export interface UpdateCartItemInput {
  productId: string;
  variantId: string | null;
  quantity?: number;
  selected?: boolean;
}

export const UPDATE_CART_ITEM: TypedDocumentNode<{ updateCartItem: ServerCart }, { input: UpdateCartItemInput }> = gql`
  mutation UpdateCartItem($input: UpdateCartItemInput!) {
    updateCartItem(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_CART_ITEM: TypedDocumentNode<{ removeCartItem: ServerCart }, { productId: string; variantId: string | null }> = gql`
  mutation RemoveCartItem($productId: ID!, $variantId: ID) {
    removeCartItem(productId: $productId, variantId: $variantId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const CLEAR_CART: TypedDocumentNode<{ clearCart: ServerCart }> = gql`
  mutation ClearCart {
    clearCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
