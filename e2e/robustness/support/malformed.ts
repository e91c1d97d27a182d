import fc from 'fast-check';

// Values a careless client or an attacker sends where the shop expects something sensible.

const deeplyNested = (depth: number): unknown => {
  let v: unknown = 'đáy';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007chuông',
  '\u001b[31mđỏ',
  'e\u0301\u0302\u0303\u0304\u0305',
  'Z\u0337\u0321\u0322\u035a\u0344a\u0335l\u0334g\u0337o',
  '\u202eTúi đảo ngược',
  'مرحبا بالعالم',
  'עברית',
  '\ud800',
  '\udfff\ud800',
  '\ufeffBOM',
  '👜🎒\u200d\u200b',
  'NaN',
  'null',
  'undefined',
  '-1',
  '1e309',
  '0x1F',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  'true',
  '[]',
  '{}',
  'admin@example.com',
  'Hồ Chí Minh',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), 'Túi '.repeat(20_000), '\u0301'.repeat(10_000)) },
);

export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, -1, 0, -0, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY),
);

export const nastyId = fc.oneof(
  fc.uuid(),
  fc.constantFrom('not-an-id', '0', '-1', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'a'.repeat(300), 'DH000001', 'null'),
  nastyString,
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'name', 'id', '_id')), tie('value'), { maxKeys: 4 }),
    fc.constantFrom(
      deeplyNested(500),
      Array.from({ length: 10_000 }, (_, i) => i),
    ),
  ),
}));

/** Any JSON value, mostly wrong for wherever it goes. */
export const nastyValue = value;

/** A JSON body for a route: known field names of the shop with nasty values, plus stray keys. */
export const FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'temporaryPassword',
  'fullName',
  'addressLine',
  'ward',
  'district',
  'city',
  'isDefault',
  'description',
  'shortDescription',
  'brand',
  'price',
  'originalPrice',
  'category',
  'colors',
  'materials',
  'sizes',
  'variants',
  'images',
  'stock',
  'isFeatured',
  'isNewArrival',
  'isActive',
  'featured',
  'newArrival',
  'rating',
  'comment',
  'page',
  'limit',
];

export const nastyBody = fc.oneof(
  // One field of the shop, explicitly null or of the wrong kind: the commonest careless client.
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.oneof(fc.constant(null), nastyValue)).map(([k, v]) => ({ [k]: v })) },
  { weight: 4, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 6 })), nastyValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: nastyValue },
);

/** A raw body with a content type that does not match it (or no body at all). */
export const wrongContent = fc.constantFrom(
  { type: 'application/json', body: '{"name": ' },
  // Nested far deeper than any JavaScript stack would survive a recursive walk of.
  { type: 'application/json', body: `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}` },
  { type: 'application/json', body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"chuỗi"' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '{"a":1,"a":2,"__proto__":{"x":1}}' },
  { type: 'application/json; charset=latin1', body: '{"name":"x"}' },
  { type: 'text/plain', body: 'name=x' },
  { type: 'application/x-www-form-urlencoded', body: 'name=x&email=a%00b' },
  { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY y SYSTEM "file:///etc/passwd">]><x>&y;</x>' },
  { type: 'multipart/form-data', body: '--x\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--abc--\r\n' },
  { type: 'image/png', body: '\u0089PNG\r\n' },
  { type: '', body: '' },
);

/** Query-string parameters: the listing's own names, repeated, bracketed or stray. */
export const nastyQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'limit',
          'search',
          'category',
          'color',
          'size',
          'sortBy',
          'order',
          'minPrice',
          'maxPrice',
          'featured',
          'newArrival',
          'filter',
          'includeInactive',
          'state',
          'code',
        ),
        fc.constantFrom('page[]', 'filter[a]', '__proto__', 'a[b][c]'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(nastyString.map(String), nastyNumber.map(String)),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 2000).replace(/[\ud800-\udfff]/g, '\ufffd'))}`).join('&'));
