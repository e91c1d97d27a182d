// Names for the payment shapes the QR page reads, taken from the generated operation types
// (web/src/lib/graphql/generated.ts, `npm run supergraph`).
import type { PaymentDataFieldsFragment } from '../../../lib/graphql/generated.js';

/** libs/contracts PaymentCommands.paymentData, as the checkout answer and the payments API carry it. */
export type PaymentData = PaymentDataFieldsFragment;
