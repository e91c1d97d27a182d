import { addressText } from '../../../components/address/address-text.logic';
import type { ShippingAddressFieldsFragment } from '../../../lib/graphql/generated';
import styles from './orders.module.css';

/** Who receives the order and where: name · phone, then the address. */
export function RecipientAddress({ address }: { address: ShippingAddressFieldsFragment }) {
  return (
    <>
      <p>
        <strong>{address.fullName}</strong> · {address.phone}
      </p>
      <p className={styles.muted}>{addressText(address)}</p>
    </>
  );
}
