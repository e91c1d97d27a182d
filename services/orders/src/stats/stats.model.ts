import { ArgsType, Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { IsDate, IsInt, IsOptional, Max, MaxDate, Min, MinDate } from 'class-validator';
import { OrderStatusEnum } from '../orders/order.model';

/** decision 0520: the orders' side of the dashboard (product §3 dashboard stats). */
@ObjectType('OrderStats')
export class OrderStatsModel {
  @Field(() => Float, { description: 'decision 0520: sum of totalAmount of delivered orders placed in the period, in dong' }) revenue: number;
  @Field(() => Int, { description: 'orders placed in the period, cancelled ones left out' }) totalOrders: number;
  @Field(() => Int, { description: 'orders waiting for confirmation (status pending) now' }) pendingOrders: number;
}

@ObjectType('OrderStatusCount')
export class OrderStatusCountModel {
  @Field(() => OrderStatusEnum) status: OrderStatusEnum;
  @Field(() => Int) count: number;
}

@ObjectType('DailyRevenue')
export class DailyRevenueModel {
  @Field({ description: 'the day in Vietnam time, YYYY-MM-DD' }) date: string;
  @Field(() => Float, { description: 'delivered orders placed that day, in dong (decision 0520)' }) revenue: number;
  @Field(() => Int, { description: 'orders placed that day, cancelled ones left out' }) orders: number;
}

// Bounds a date may take before it reaches PostgreSQL (decision 0422): JavaScript dates go further
// back than timestamptz does.
const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T23:59:59Z');
const PERIOD_MESSAGE = 'Khoảng thời gian không hợp lệ';

@ArgsType()
export class StatsPeriodArgs {
  @Field(() => Date, { nullable: true, description: 'orders placed at or after this instant' })
  @IsOptional()
  @IsDate({ message: PERIOD_MESSAGE })
  @MinDate(EARLIEST, { message: PERIOD_MESSAGE })
  @MaxDate(LATEST, { message: PERIOD_MESSAGE })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'orders placed before this instant' })
  @IsOptional()
  @IsDate({ message: PERIOD_MESSAGE })
  @MinDate(EARLIEST, { message: PERIOD_MESSAGE })
  @MaxDate(LATEST, { message: PERIOD_MESSAGE })
  to?: Date | null;
}

@ArgsType()
export class RevenueByDayArgs {
  @Field(() => Int, { defaultValue: 30, description: 'the last N days, today included (1-366)' })
  @IsInt()
  @Min(1)
  @Max(366)
  days: number = 30;
}
