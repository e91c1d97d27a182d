import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CartFieldsFragment,
  CartQuery,
  CartQueryVariables,
  MergeCartMutation,
  MergeCartMutationVariables,
  AddToCartMutation,
  AddToCartMutationVariables,
  BuyNowMutation,
  BuyNowMutationVariables,
  UpdateCartItemMutation,
  UpdateCartItemMutationVariables,
  RemoveCartItemMutation,
  RemoveCartItemMutationVariables,
  ClearCartMutation,
  ClearCartMutationVariables,
} from '../graphql/generated';

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

export type ServerCart = CartFieldsFragment;

export const CART: TypedDocumentNode<CartQuery, CartQueryVariables> = gql`
  query Cart {
    cart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const MERGE_CART: TypedDocumentNode<MergeCartMutation, MergeCartMutationVariables> = gql`
  mutation MergeCart($input: MergeCartInput!) {
    mergeCart(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const ADD_TO_CART: TypedDocumentNode<AddToCartMutation, AddToCartMutationVariables> = gql`
  mutation AddToCart($input: CartItemInput!) {
    addToCart(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Buy now (docs/decisions/0640): the line, with at least this quantity, becomes the only selected one. */
export const BUY_NOW: TypedDocumentNode<BuyNowMutation, BuyNowMutationVariables> = gql`
  mutation BuyNow($input: CartItemInput!) {
    buyNow(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const UPDATE_CART_ITEM: TypedDocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables> = gql`
  mutation UpdateCartItem($input: UpdateCartItemInput!) {
    updateCartItem(input: $input) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_CART_ITEM: TypedDocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables> = gql`
  mutation RemoveCartItem($productId: ID!, $variantId: ID) {
    removeCartItem(productId: $productId, variantId: $variantId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const CLEAR_CART: TypedDocumentNode<ClearCartMutation, ClearCartMutationVariables> = gql`
  mutation ClearCart {
    clearCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
