// The demo catalog (SEED_DEMO_DATA=true on an empty catalog): real Vietnamese products in six
// categories, with variants, discounts, featured and new items, reviews and sold counts.

export interface DemoCategory {
  name: string;
  description: string;
  shape: 'tote' | 'backpack' | 'crossbody' | 'wallet' | 'souvenir' | 'accessory';
}

export interface DemoProduct {
  name: string;
  category: string;
  price: number;
  originalPrice?: number;
  colors: string[];
  sizes?: string[];
  materials: string[];
  brand?: string;
  featured?: boolean;
  isNew?: boolean;
  /** No variants: the product's own stock. */
  plainStock?: number;
  hidden?: boolean;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Túi tote', description: 'Túi vải canvas in họa tiết Việt, rộng rãi cho mọi ngày.', shape: 'tote' },
  { name: 'Balo', description: 'Balo đi học, đi làm và du lịch, bền chắc và nhẹ.', shape: 'backpack' },
  { name: 'Túi đeo chéo', description: 'Gọn nhẹ, tiện lợi khi dạo phố.', shape: 'crossbody' },
  { name: 'Ví', description: 'Ví da và ví vải thủ công.', shape: 'wallet' },
  { name: 'Quà lưu niệm', description: 'Món quà mang đậm bản sắc Việt Nam.', shape: 'souvenir' },
  { name: 'Phụ kiện', description: 'Móc khóa, dây đeo và phụ kiện đi kèm.', shape: 'accessory' },
];

export const COLOR_HEX: Record<string, string> = {
  Đỏ: '#c0392b',
  'Xanh dương': '#2c6fbb',
  'Xanh lá': '#2e8b57',
  Vàng: '#e1b12c',
  Đen: '#2d3436',
  Trắng: '#ecf0f1',
  Be: '#d6c6a5',
  Nâu: '#8b5a2b',
  Hồng: '#e084a8',
  Xám: '#7f8c8d',
  Cam: '#e67e22',
};

const B = 'Việt Tote';

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Túi tote
  {
    name: 'Túi tote vải canvas Phố Cổ Hội An',
    category: 'Túi tote',
    price: 189_000,
    originalPrice: 250_000,
    colors: ['Be', 'Đen'],
    sizes: ['M', 'L'],
    materials: ['Canvas'],
    brand: B,
    featured: true,
  },
  {
    name: 'Túi tote Hoa Sen thêu tay',
    category: 'Túi tote',
    price: 320_000,
    colors: ['Trắng', 'Hồng'],
    sizes: ['M'],
    materials: ['Vải linen'],
    brand: B,
    isNew: true,
  },
  {
    name: 'Túi tote Đông Sơn trống đồng',
    category: 'Túi tote',
    price: 245_000,
    originalPrice: 290_000,
    colors: ['Nâu', 'Be'],
    sizes: ['L'],
    materials: ['Canvas'],
    brand: B,
    featured: true,
  },
  {
    name: 'Túi vải Sài Gòn xưa',
    category: 'Túi tote',
    price: 159_000,
    colors: ['Vàng', 'Xanh dương'],
    sizes: ['M', 'L'],
    materials: ['Canvas'],
    brand: B,
  },
  {
    name: 'Túi tote Áo dài Huế',
    category: 'Túi tote',
    price: 275_000,
    colors: ['Đỏ', 'Trắng'],
    sizes: ['M'],
    materials: ['Vải bố'],
    brand: B,
    isNew: true,
  },
  {
    name: 'Túi tote Ruộng bậc thang Mù Cang Chải',
    category: 'Túi tote',
    price: 210_000,
    colors: ['Xanh lá', 'Vàng'],
    sizes: ['L'],
    materials: ['Canvas'],
    brand: B,
  },
  {
    name: 'Túi tote Cà phê phin',
    category: 'Túi tote',
    price: 135_000,
    originalPrice: 165_000,
    colors: ['Nâu', 'Đen'],
    sizes: ['M'],
    materials: ['Vải bố'],
    brand: B,
  },
  {
    name: 'Túi đi chợ cói Thái Bình',
    category: 'Túi tote',
    price: 220_000,
    colors: ['Be'],
    materials: ['Cói'],
    plainStock: 3,
    brand: 'Làng cói Kim Sơn',
  },
  // Balo
  {
    name: 'Balo du lịch Sa Pa chống nước',
    category: 'Balo',
    price: 690_000,
    originalPrice: 850_000,
    colors: ['Đen', 'Xanh dương', 'Xám'],
    sizes: ['25L', '35L'],
    materials: ['Vải dù'],
    brand: 'Sa Pa Gear',
    featured: true,
  },
  {
    name: 'Balo laptop Hà Nội 15 inch',
    category: 'Balo',
    price: 540_000,
    colors: ['Đen', 'Xám'],
    sizes: ['15 inch'],
    materials: ['Polyester'],
    brand: 'Sa Pa Gear',
    isNew: true,
  },
  {
    name: 'Balo thổ cẩm H’Mông',
    category: 'Balo',
    price: 480_000,
    colors: ['Đỏ', 'Đen'],
    sizes: ['20L'],
    materials: ['Thổ cẩm'],
    brand: 'Bản Làng',
    featured: true,
  },
  {
    name: 'Balo mini Đà Lạt',
    category: 'Balo',
    price: 350_000,
    originalPrice: 420_000,
    colors: ['Hồng', 'Be', 'Xanh lá'],
    sizes: ['10L'],
    materials: ['Canvas'],
    brand: B,
  },
  {
    name: 'Balo học sinh Ánh Trăng',
    category: 'Balo',
    price: 299_000,
    colors: ['Xanh dương', 'Hồng'],
    sizes: ['18L'],
    materials: ['Polyester'],
    brand: B,
  },
  {
    name: 'Balo da bò Đồng Nai',
    category: 'Balo',
    price: 1_450_000,
    originalPrice: 1_690_000,
    colors: ['Nâu', 'Đen'],
    sizes: ['20L'],
    materials: ['Da bò'],
    brand: 'Da Việt',
    featured: true,
  },
  {
    name: 'Balo leo núi Fansipan 45L',
    category: 'Balo',
    price: 2_150_000,
    colors: ['Cam', 'Xám'],
    sizes: ['45L'],
    materials: ['Vải dù'],
    brand: 'Sa Pa Gear',
    isNew: true,
  },
  // Túi đeo chéo
  {
    name: 'Túi đeo chéo Hội An đèn lồng',
    category: 'Túi đeo chéo',
    price: 260_000,
    colors: ['Vàng', 'Đỏ'],
    materials: ['Canvas'],
    brand: B,
    featured: true,
  },
  {
    name: 'Túi bao tử Phố Đi Bộ',
    category: 'Túi đeo chéo',
    price: 199_000,
    originalPrice: 239_000,
    colors: ['Đen', 'Xám'],
    materials: ['Vải dù'],
    brand: B,
  },
  {
    name: 'Túi đeo chéo da Sài Gòn',
    category: 'Túi đeo chéo',
    price: 590_000,
    colors: ['Nâu', 'Đen'],
    materials: ['Da bò'],
    brand: 'Da Việt',
    isNew: true,
  },
  {
    name: 'Túi đeo chéo thổ cẩm Tây Bắc',
    category: 'Túi đeo chéo',
    price: 310_000,
    colors: ['Đỏ', 'Xanh dương'],
    materials: ['Thổ cẩm'],
    brand: 'Bản Làng',
  },
  {
    name: 'Túi đeo vai Gốm Bát Tràng',
    category: 'Túi đeo chéo',
    price: 275_000,
    colors: ['Xanh dương', 'Trắng'],
    materials: ['Canvas'],
    brand: B,
  },
  {
    name: 'Túi điện thoại Mây tre',
    category: 'Túi đeo chéo',
    price: 149_000,
    colors: ['Be'],
    materials: ['Mây tre'],
    plainStock: 0,
    brand: 'Làng nghề Phú Vinh',
  },
  {
    name: 'Túi đeo chéo Phở Hà Nội',
    category: 'Túi đeo chéo',
    price: 185_000,
    colors: ['Trắng', 'Đỏ'],
    materials: ['Canvas'],
    brand: B,
    isNew: true,
  },
  // Ví
  {
    name: 'Ví da bò khắc Chùa Một Cột',
    category: 'Ví',
    price: 420_000,
    originalPrice: 490_000,
    colors: ['Nâu', 'Đen'],
    materials: ['Da bò'],
    brand: 'Da Việt',
    featured: true,
  },
  { name: 'Ví vải thổ cẩm Mường', category: 'Ví', price: 120_000, colors: ['Đỏ', 'Đen'], materials: ['Thổ cẩm'], brand: 'Bản Làng' },
  {
    name: 'Ví cầm tay Áo dài',
    category: 'Ví',
    price: 230_000,
    colors: ['Hồng', 'Đỏ', 'Vàng'],
    materials: ['Lụa'],
    brand: 'Lụa Vạn Phúc',
    isNew: true,
  },
  { name: 'Ví đựng thẻ Đà Nẵng', category: 'Ví', price: 95_000, colors: ['Xanh dương', 'Đen'], materials: ['Da PU'], brand: B },
  {
    name: 'Ví lụa Vạn Phúc',
    category: 'Ví',
    price: 180_000,
    originalPrice: 210_000,
    colors: ['Hồng', 'Vàng'],
    materials: ['Lụa'],
    brand: 'Lụa Vạn Phúc',
  },
  { name: 'Ví dài nữ Hoa Mai', category: 'Ví', price: 350_000, colors: ['Vàng', 'Đỏ'], materials: ['Da PU'], brand: B },
  {
    name: 'Ví nam da cá sấu Cà Mau',
    category: 'Ví',
    price: 2_890_000,
    originalPrice: 3_200_000,
    colors: ['Đen', 'Nâu'],
    materials: ['Da cá sấu'],
    brand: 'Da Việt',
  },
  // Quà lưu niệm
  {
    name: 'Nón lá Huế thơ',
    category: 'Quà lưu niệm',
    price: 85_000,
    colors: ['Be'],
    materials: ['Lá cọ'],
    plainStock: 40,
    brand: 'Làng nón Tây Hồ',
    featured: true,
  },
  {
    name: 'Tranh Đông Hồ Đám cưới chuột',
    category: 'Quà lưu niệm',
    price: 250_000,
    colors: ['Đỏ'],
    materials: ['Giấy dó'],
    plainStock: 12,
    brand: 'Làng tranh Đông Hồ',
  },
  {
    name: 'Bình gốm Bát Tràng men lam',
    category: 'Quà lưu niệm',
    price: 390_000,
    originalPrice: 450_000,
    colors: ['Xanh dương'],
    materials: ['Gốm'],
    plainStock: 2,
    brand: 'Gốm Bát Tràng',
    isNew: true,
  },
  { name: 'Mô hình xích lô Sài Gòn', category: 'Quà lưu niệm', price: 320_000, colors: ['Vàng', 'Xanh lá'], materials: ['Gỗ'], brand: B },
  {
    name: 'Rối nước Thằng Cuội',
    category: 'Quà lưu niệm',
    price: 275_000,
    colors: ['Đỏ'],
    materials: ['Gỗ sung'],
    plainStock: 8,
    brand: 'Rối nước Thăng Long',
  },
  {
    name: 'Đèn lồng Hội An lụa',
    category: 'Quà lưu niệm',
    price: 150_000,
    colors: ['Đỏ', 'Vàng', 'Hồng'],
    materials: ['Lụa'],
    brand: 'Hội An Craft',
    featured: true,
  },
  {
    name: 'Phin cà phê Buôn Ma Thuột',
    category: 'Quà lưu niệm',
    price: 65_000,
    colors: ['Xám'],
    materials: ['Nhôm'],
    plainStock: 0,
    brand: 'Ban Mê',
  },
  {
    name: 'Hộp sơn mài Hạ Long',
    category: 'Quà lưu niệm',
    price: 540_000,
    originalPrice: 600_000,
    colors: ['Đen', 'Đỏ'],
    materials: ['Sơn mài'],
    brand: 'Sơn mài Hạ Thái',
  },
  // Phụ kiện
  { name: 'Móc khóa Chùa Cầu', category: 'Phụ kiện', price: 45_000, colors: ['Vàng', 'Nâu'], materials: ['Gỗ'], brand: B, isNew: true },
  {
    name: 'Dây đeo túi thổ cẩm',
    category: 'Phụ kiện',
    price: 99_000,
    colors: ['Đỏ', 'Xanh dương'],
    materials: ['Thổ cẩm'],
    brand: 'Bản Làng',
  },
  {
    name: 'Khăn lụa Hà Đông',
    category: 'Phụ kiện',
    price: 260_000,
    originalPrice: 320_000,
    colors: ['Hồng', 'Xanh lá', 'Vàng'],
    materials: ['Lụa'],
    brand: 'Lụa Vạn Phúc',
    featured: true,
  },
  {
    name: 'Huy hiệu Cờ đỏ sao vàng',
    category: 'Phụ kiện',
    price: 25_000,
    colors: ['Đỏ'],
    materials: ['Kim loại'],
    plainStock: 4,
    brand: B,
  },
  { name: 'Túi rút đựng giày Đà Lạt', category: 'Phụ kiện', price: 79_000, colors: ['Xám', 'Be'], materials: ['Vải dù'], brand: B },
  { name: 'Dây buộc tóc Hoa Đào', category: 'Phụ kiện', price: 35_000, colors: ['Hồng'], materials: ['Vải lụa'], plainStock: 60, brand: B },
  {
    name: 'Bọc hộ chiếu Hạ Long',
    category: 'Phụ kiện',
    price: 129_000,
    colors: ['Xanh dương', 'Đen'],
    materials: ['Da PU'],
    brand: B,
    hidden: true,
  },
];

export const REVIEWERS = ['Nguyễn Thu Hà', 'Trần Minh Quân', 'Lê Thảo Vy', 'Phạm Đức Anh', 'Võ Ngọc Trâm', 'Đặng Hoàng Nam', 'Bùi Khánh Linh'];
export const REVIEW_COMMENTS: [number, string][] = [
  [5, 'Sản phẩm rất đẹp, đường may chắc chắn. Sẽ ủng hộ shop tiếp!'],
  [4, 'Chất liệu tốt, màu giống hình. Giao hàng hơi chậm một chút.'],
  [5, 'Mua làm quà cho bạn nước ngoài, bạn rất thích.'],
  [3, 'Hàng ổn trong tầm giá.'],
  [5, 'Đóng gói cẩn thận, shop tư vấn nhiệt tình.'],
  [4, 'Thiết kế đậm chất Việt, dùng hằng ngày rất tiện.'],
];

/** An HTML description (sanitised like any staff-written one). */
export function demoDescription(p: DemoProduct): string {
  return [
    `<p><strong>${p.name}</strong> là sản phẩm thủ công mang đậm bản sắc Việt Nam, phù hợp để sử dụng hằng ngày hoặc làm quà tặng.</p>`,
    '<ul>',
    `<li>Chất liệu: ${p.materials.join(', ')}</li>`,
    `<li>Màu sắc: ${p.colors.join(', ')}</li>`,
    p.sizes ? `<li>Kích thước: ${p.sizes.join(', ')}</li>` : '',
    '<li>Bảo hành trọn đời đường may</li>',
    '</ul>',
    '<p>Sản phẩm được làm bởi nghệ nhân Việt, mỗi chiếc có thể khác nhau đôi chút về hoa văn.</p>',
  ].join('');
}
