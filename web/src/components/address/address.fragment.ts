import { gql } from '@apollo/client';

/** A saved address in full, as the account's address book and checkout's address choice show it. */
export const ADDRESS_FIELDS = gql`
  fragment AddressFields on Address {
    id
    fullName
    phone
    addressLine
    ward
    district
    city
    isDefault
  }
`;

/** The address an order is shipped to, as the order pages, the staff order detail and the packing slip show it. */
export const SHIPPING_ADDRESS_FIELDS = gql`
  fragment ShippingAddressFields on ShippingAddress {
    fullName
    phone
    addressLine
    ward
    district
    city
  }
`;
