import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateOrderCustomerMutation,
  CreateOrderCustomerMutationVariables,
  OrderCustomersQuery,
  OrderCustomersQueryVariables,
  PhoneOrderProductsQuery,
  PhoneOrderProductsQueryVariables,
  PlaceOrderForCustomerMutation,
  PlaceOrderForCustomerMutationVariables,
} from '../../../../lib/graphql/generated';

// An order taken by phone or chat (decision 0660): the customer, the products with live stock,
// the placement on the customer's behalf.

const CUSTOMER = gql`
  fragment OrderCustomerFields on OrderCustomer {
    id
    name
    email
    phone
  }
`;

export const ORDER_CUSTOMERS: TypedDocumentNode<OrderCustomersQuery, OrderCustomersQueryVariables> = gql`
  query OrderCustomers($search: String!) {
    orderCustomers(search: $search) {
      ...OrderCustomerFields
    }
  }
  ${CUSTOMER}
`;

export const CREATE_ORDER_CUSTOMER: TypedDocumentNode<CreateOrderCustomerMutation, CreateOrderCustomerMutationVariables> = gql`
  mutation CreateOrderCustomer($input: CreateOrderCustomerInput!) {
    createOrderCustomer(input: $input) {
      ...OrderCustomerFields
    }
  }
  ${CUSTOMER}
`;

/** Products on sale matching the search, with each variant's stock now. */
export const PHONE_ORDER_PRODUCTS: TypedDocumentNode<PhoneOrderProductsQuery, PhoneOrderProductsQueryVariables> = gql`
  query PhoneOrderProducts($filter: ProductFilter) {
    products(filter: $filter) {
      products {
        id
        name
        price
        totalStock
        variants {
          id
          name
          color
          size
          stock
        }
      }
    }
  }
`;

export const PLACE_ORDER_FOR_CUSTOMER: TypedDocumentNode<PlaceOrderForCustomerMutation, PlaceOrderForCustomerMutationVariables> = gql`
  mutation PlaceOrderForCustomer($customerId: ID!, $input: PlaceOrderInput!, $idempotencyKey: String) {
    placeOrderForCustomer(customerId: $customerId, input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        orderNumber
        totalAmount
        paymentMethod
      }
    }
  }
`;
