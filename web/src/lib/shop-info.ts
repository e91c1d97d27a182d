// The shop's public identity: shown in the header, footer, policies and the about page.

export const SHOP_NAME = 'Túi Việt';

export const SHOP_CONTACT = {
  address: '36 Hàng Bạc, phường Hoàn Kiếm, Hà Nội',
  /** Hotline as printed; `tel:` links strip the spaces. */
  phone: '1900 6868',
  email: 'hotro@tuiviet.vn',
  hours: '8:00 – 21:00, từ Thứ Hai đến Chủ Nhật',
} as const;

export const SHOP_SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/tuiviet.vn' },
  { name: 'Instagram', href: 'https://www.instagram.com/tuiviet.vn' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@tuiviet.vn' },
] as const;

/** `tel:` address of a printed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
