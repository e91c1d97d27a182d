// Rules the server applies as well, written once in libs/contracts, in files without imports (the
// only server files the web app may read; `npm run boundaries` checks both). A relative path
// rather than an alias like `@shop/validation`, so the pure logic that uses them still compiles
// and runs under Node's test runner (tsconfig.test.json).
export * from '../../../libs/contracts/src/shipping-fee.js';
export * from '../../../libs/contracts/src/money.js';
export * from '../../../libs/contracts/src/order-labels.js';
export * from '../../../libs/contracts/src/carriers.js';
export * from '../../../libs/contracts/src/vietqr-banks.js';
