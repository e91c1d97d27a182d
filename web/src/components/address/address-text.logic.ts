/** "12 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh": the parts present, in that order (the account, checkout and order pages, the packing slip). */
export const addressText = (a: { addressLine: string; ward?: string | null; district?: string | null; city: string }): string =>
  [a.addressLine, a.ward, a.district, a.city].filter((p) => p && p.trim()).join(', ');
