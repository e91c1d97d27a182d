import { gql, type ApolloCache, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { ADDRESS_FIELDS } from '../../../components/address/address.fragment';
import type { MyAddressesQuery, MyAddressesQueryVariables } from '../../../lib/graphql/generated';
import { ADD_ADDRESS, DELETE_ADDRESS, UPDATE_ADDRESS, type Address, type AddressInput } from './account.documents';

// Every address mutation answers the whole new list (the server may move the default, 0103);
// it replaces the cached list of the signed-in user so the page shows exactly what was saved.
const MY_ADDRESSES: TypedDocumentNode<MyAddressesQuery, MyAddressesQueryVariables> = gql`
  query MyAddresses {
    me {
      id
      addresses {
        ...AddressFields
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

export function useAddressActions(userId: string) {
  const store = (cache: ApolloCache, addresses: Address[] | undefined) => {
    if (!addresses) return;
    // Named, so the cache files the list under this user.
    const me = { __typename: 'User' as const, id: userId, addresses };
    cache.writeQuery({ query: MY_ADDRESSES, data: { me } });
  };
  const [add, adding] = useMutation(ADD_ADDRESS, { update: (cache, { data }) => store(cache, data?.addAddress) });
  const [update, updating] = useMutation(UPDATE_ADDRESS, { update: (cache, { data }) => store(cache, data?.updateAddress) });
  const [remove, removing] = useMutation(DELETE_ADDRESS, { update: (cache, { data }) => store(cache, data?.deleteAddress) });

  return {
    add: (input: AddressInput) => add({ variables: { input } }),
    update: (id: string, input: AddressInput) => update({ variables: { id, input } }),
    remove: (id: string) => remove({ variables: { id } }),
    saving: adding.loading || updating.loading,
    removing: removing.loading,
  };
}

/** The fields the server takes back when an address is saved again (e.g. made the default). */
export const toAddressInput = ({ fullName, phone, addressLine, ward, district, city }: Address): AddressInput => ({
  fullName,
  phone,
  addressLine,
  ward: ward ?? null,
  district: district ?? null,
  city,
});
