import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminDashboardQuery, AdminDashboardQueryVariables, StockAlertFieldsFragment } from '../../../../lib/graphql/generated';

export type StockAlert = StockAlertFieldsFragment;

const STOCK_ALERT_FIELDS = gql`
  fragment StockAlertFields on StockAlert {
    productId
    productName
    variantId
    variantName
    sku
    stock
  }
`;

/**
 * The dashboard in one operation: orders, catalog and identity each answer their own figures, and
 * each checks that the caller is staff (decision 0520).
 */
export const DASHBOARD: TypedDocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables> = gql`
  query AdminDashboard {
    orderStats {
      revenue
      totalOrders
      pendingOrders
    }
    customerStats {
      totalCustomers
    }
    catalogStats {
      totalProducts
      lowStockProducts
      outOfStockProducts
      lowStockVariants {
        ...StockAlertFields
      }
      outOfStockVariants {
        ...StockAlertFields
      }
    }
    ordersByStatus {
      status
      count
    }
    bestSellers(limit: 5) {
      id
      name
      price
      soldCount
      images {
        id
        url
        alt
      }
    }
    revenueByDay(days: 30) {
      date
      revenue
      orders
    }
  }
  ${STOCK_ALERT_FIELDS}
`;
