import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RevenueDay } from '../lib/dashboard.logic';
import type { AdminDashboardQuery, AdminDashboardQueryVariables } from '../../../../lib/graphql/generated';

export interface StockAlert {
  productId: string;
  productName: string;
  variantId: string | null;
  variantName: string | null;
  sku: string | null;
  stock: number;
}

export interface BestSeller {
  id: string;
  name: string;
  price: number;
  soldCount: number;
  images: { id: string; url: string; alt: string | null }[];
}

export interface DashboardData {
  orderStats: { revenue: number; totalOrders: number; pendingOrders: number };
  customerStats: { totalCustomers: number };
  catalogStats: {
    totalProducts: number;
    lowStockProducts: number;
    outOfStockProducts: number;
    lowStockVariants: StockAlert[];
    outOfStockVariants: StockAlert[];
  };
  ordersByStatus: { status: string; count: number }[];
  bestSellers: BestSeller[];
  revenueByDay: RevenueDay[];
}

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
        productId
        productName
        variantId
        variantName
        sku
        stock
      }
      outOfStockVariants {
        productId
        productName
        variantId
        variantName
        sku
        stock
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
`;
