// Kept apart from the policy texts: the footer shows the titles on every page, while the texts
// load only with the dialog.

export type PolicyId = 'warranty' | 'privacy' | 'payment' | 'delivery';

export const POLICY_TITLES: Record<PolicyId, string> = {
  warranty: 'Chính sách bảo hành',
  privacy: 'Chính sách bảo mật',
  payment: 'Phương thức thanh toán và đặt hàng',
  delivery: 'Phương thức vận chuyển',
};
