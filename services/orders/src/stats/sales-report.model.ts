import { ArgsType, Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { OrderStatusCountModel } from './stats.model';

// decision 0521: the dashboard's sales report. Amounts are in dong; days are Vietnam days.

@ObjectType('DayRange')
export class DayRangeModel {
  @Field({ description: 'first day, YYYY-MM-DD, Vietnam time' }) from: string;
  @Field({ description: 'last day, included' }) to: string;
}

@ObjectType('SalesFigures')
export class SalesFiguresModel {
  @Field(() => Int, { description: 'orders placed in the period, whatever their status now (cancelled ones included)' }) placedOrders: number;
  @Field(() => Int, { description: 'of placedOrders, those cancelled since' }) cancelledOrders: number;
  @Field(() => Int, { description: 'placedOrders − cancelledOrders' }) keptOrders: number;
  @Field(() => Int, { description: 'orders delivered in the period, whenever placed' }) deliveredOrders: number;
  @Field(() => Float, { description: 'totalAmount of the orders delivered in the period' }) deliveredRevenue: number;
  @Field(() => Float, { description: 'deliveredRevenue ÷ deliveredOrders, rounded to the dong; 0 without deliveries' }) averageOrderValue: number;
  @Field(() => Int, { description: 'orders not cancelled paid in the period: transfers when received, COD at delivery' }) paidOrders: number;
  @Field(() => Float, { description: 'totalAmount of the paidOrders' }) paidRevenue: number;
}

@ObjectType('SalesDay')
export class SalesDayModel {
  @Field({ description: 'YYYY-MM-DD, Vietnam time' }) date: string;
  @Field(() => Int) placedOrders: number;
  @Field(() => Int) cancelledOrders: number;
  @Field(() => Int) deliveredOrders: number;
  @Field(() => Float) deliveredRevenue: number;
  @Field(() => Int) paidOrders: number;
  @Field(() => Float) paidRevenue: number;
}

@ObjectType('ProductSales')
export class ProductSalesModel {
  @Field() productId: string;
  @Field({ description: 'the name on the latest delivered order line' }) name: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => Int, { description: 'units delivered in the period' }) units: number;
  @Field(() => Float, { description: 'price × quantity of those lines, before discount and shipping' }) revenue: number;
}

@ObjectType('SalesReport')
export class SalesReportModel {
  @Field(() => DayRangeModel) range: DayRangeModel;
  @Field(() => DayRangeModel, { description: 'the period of the same length just before' }) previousRange: DayRangeModel;
  @Field(() => SalesFiguresModel) current: SalesFiguresModel;
  @Field(() => SalesFiguresModel) previous: SalesFiguresModel;
  @Field(() => [SalesDayModel], { description: 'every day of the range, oldest first; current is their sum' }) days: SalesDayModel[];
  @Field(() => [OrderStatusCountModel], { description: 'orders placed in the period by status now; the counts add up to current.placedOrders' })
  byStatus: OrderStatusCountModel[];
  @Field(() => [ProductSalesModel], { description: 'top 5 products by revenue over the orders delivered in the period' }) topByRevenue: ProductSalesModel[];
  @Field(() => [ProductSalesModel], { description: 'top 5 products by units over the orders delivered in the period' }) topByUnits: ProductSalesModel[];
}

@ArgsType()
export class SalesReportArgs {
  @Field({ description: 'first day, YYYY-MM-DD (Vietnam time)' })
  @IsString()
  @MaxLength(10)
  from: string;

  @Field({ description: 'last day, included; at most 366 days after from' })
  @IsString()
  @MaxLength(10)
  to: string;
}
