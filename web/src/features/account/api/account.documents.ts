import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AddressFieldsFragment,
  MyProfileQuery,
  MyProfileQueryVariables,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  AddAddressMutation,
  AddAddressMutationVariables,
  UpdateAddressMutation,
  UpdateAddressMutationVariables,
  DeleteAddressMutation,
  DeleteAddressMutationVariables,
} from '../../../lib/graphql/generated';
import { ADDRESS_FIELDS } from '../../../components/address/address.fragment';

// Identity operations of the account screens (identity subgraph).

export type { AddressInput } from '../../../lib/graphql/generated';
export type Address = AddressFieldsFragment;
export type Profile = MyProfileQuery['me'];

export const MY_PROFILE: TypedDocumentNode<MyProfileQuery, MyProfileQueryVariables> = gql`
  query MyProfile {
    me {
      id
      name
      email
      phone
      role
      createdAt
      addresses {
        ...AddressFields
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_PROFILE: TypedDocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables> = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      email
      phone
      role
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      user {
        id
        name
        email
        phone
        role
      }
    }
  }
`;

export const ADD_ADDRESS: TypedDocumentNode<AddAddressMutation, AddAddressMutationVariables> = gql`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...AddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_ADDRESS: TypedDocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables> = gql`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const DELETE_ADDRESS: TypedDocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables> = gql`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      ...AddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;
