import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminDashboardQuery,
  AdminDashboardQueryVariables,
  AdminSalesReportQuery,
  AdminSalesReportQueryVariables,
  ProductSalesFieldsFragment,
  SalesFiguresFieldsFragment,
  StockAlertFieldsFragment,
} from '../../../../lib/graphql/generated';

export type StockAlert = StockAlertFieldsFragment;
export type SalesFigures = SalesFiguresFieldsFragment;
export type ProductSales = ProductSalesFieldsFragment;

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
 * What does not depend on the period: customers, products, stock alerts and orders waiting now.
 * Orders, catalog and identity each answer their own figures and check that the caller is staff
 * (decision 0520).
 */
export const DASHBOARD: TypedDocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables> = gql`
  query AdminDashboard {
    orderStats {
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
  }
  ${STOCK_ALERT_FIELDS}
`;

const SALES_FIGURES_FIELDS = gql`
  fragment SalesFiguresFields on SalesFigures {
    placedOrders
    cancelledOrders
    keptOrders
    deliveredOrders
    deliveredRevenue
    averageOrderValue
    paidOrders
    paidRevenue
  }
`;

const PRODUCT_SALES_FIELDS = gql`
  fragment ProductSalesFields on ProductSales {
    productId
    name
    image
    units
    revenue
  }
`;

/** The period's figures beside the previous period's, its days, statuses and top products (decision 0521). */
export const SALES_REPORT: TypedDocumentNode<AdminSalesReportQuery, AdminSalesReportQueryVariables> = gql`
  query AdminSalesReport($from: String!, $to: String!) {
    salesReport(from: $from, to: $to) {
      range {
        from
        to
      }
      previousRange {
        from
        to
      }
      current {
        ...SalesFiguresFields
      }
      previous {
        ...SalesFiguresFields
      }
      days {
        date
        placedOrders
        deliveredRevenue
        paidRevenue
      }
      byStatus {
        status
        count
      }
      topByRevenue {
        ...ProductSalesFields
      }
      topByUnits {
        ...ProductSalesFields
      }
    }
  }
  ${SALES_FIGURES_FIELDS}
  ${PRODUCT_SALES_FIELDS}
`;
