import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CouponsModule } from '../coupons/coupons.module';
import { CustomersModule } from '../customers/customers.module';
import { OrderForCustomerService } from './order-for-customer.service';
import { DeliveredOrderService } from './order-reviews.service';
import { OrderViews } from './order-views.service';
import { OrdersRepository } from './orders.repository';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { PlaceOrderService } from './place-order.service';

@Module({
  imports: [CartModule, CouponsModule, CustomersModule],
  providers: [OrdersRepository, OrderViews, OrdersService, PlaceOrderService, OrderForCustomerService, DeliveredOrderService, OrdersResolver],
  exports: [OrdersRepository, OrdersService],
})
export class OrdersModule {}
