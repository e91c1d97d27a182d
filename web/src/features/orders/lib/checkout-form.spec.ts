import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CartItem } from '../../../lib/cart/cart.logic.js';
import { addressValues, INITIAL_VALUES, placeOrderInput } from './checkout-form.logic.js';

const item = (id: string, quantity: number, variantId?: string): CartItem => ({
  key: `${id}:${variantId ?? ''}`,
  product: { id, name: id, price: 100_000, originalPrice: null, image: null, totalStock: 9 },
  quantity,
  variant: variantId ? { id: variantId, name: 'Đỏ' } : undefined,
  selected: true,
});

describe('checkout form (product §6.1)', () => {
  it('asks for the selected lines with the fields trimmed and blank optional ones left out', () => {
    const values = {
      ...INITIAL_VALUES,
      name: ' An ',
      email: 'an@example.com ',
      phone: '0901234567',
      fullName: ' Bình ',
      recipientPhone: ' 0912345678',
      addressLine: ' 12 Lê Lợi ',
      ward: '  ',
      district: ' Quận 1 ',
      city: 'Hồ Chí Minh',
      paymentMethod: 'qr_payment' as const,
      customerNote: ' ',
    };
    assert.deepEqual(placeOrderInput(values, [item('p1', 2, 'v1'), item('p2', 1)], 'CHAOBAN'), {
      items: [
        { productId: 'p1', variantId: 'v1', quantity: 2 },
        { productId: 'p2', variantId: null, quantity: 1 },
      ],
      customerInfo: { name: 'An', email: 'an@example.com', phone: '0901234567' },
      shippingAddress: { fullName: 'Bình', phone: '0912345678', addressLine: '12 Lê Lợi', ward: null, district: 'Quận 1', city: 'Hồ Chí Minh' },
      shippingMethod: 'standard',
      paymentMethod: 'qr_payment',
      couponCode: 'CHAOBAN',
      customerNote: null,
    });
  });

  it('fills the address fields from a saved address, its missing parts empty', () => {
    const saved = { id: 'a1', fullName: 'Bình', phone: '0912345678', addressLine: '12 Lê Lợi', ward: null, district: null, city: 'Hà Nội', isDefault: true };
    assert.deepEqual(addressValues(saved as Parameters<typeof addressValues>[0]), {
      savedAddress: 'a1',
      fullName: 'Bình',
      recipientPhone: '0912345678',
      addressLine: '12 Lê Lợi',
      ward: '',
      district: '',
      city: 'Hà Nội',
    });
  });
});
