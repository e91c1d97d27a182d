import { gql } from '@apollo/client';
import type { StockImportPlanFieldsFragment } from '../../../../../lib/graphql/generated';

/**
 * The stock sheet's preview as the REST facade answers it (`/api/imports/products/*`, decision
 * 0522): the catalog's `StockImportPlan`, its type generated from the schema through this fragment.
 */
export type StockImportPlan = StockImportPlanFieldsFragment;

export const STOCK_IMPORT_PLAN_FIELDS = gql`
  fragment StockImportPlanFields on StockImportPlan {
    rows {
      line
      label
      outcome
      changes
      problems
    }
    planId
    changed
    unchanged
    refused
    applied
  }
`;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const STOCK_EXPORT_URL = '/api/exports/products';
export const STOCK_PREVIEW_URL = '/api/imports/products/preview';
export const stockApplyUrl = (planId: string): string => `/api/imports/products/apply?planId=${encodeURIComponent(planId)}`;
