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
