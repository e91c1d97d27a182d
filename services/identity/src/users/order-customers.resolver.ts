import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { CreateOrderCustomerInput, OrderCustomerModel } from './order-customer.model';
import { OrderCustomersService } from './order-customers.service';

@Resolver(() => OrderCustomerModel)
export class OrderCustomersResolver {
  constructor(private readonly customers: OrderCustomersService) {}

  @Query(() => [OrderCustomerModel], { description: 'decision 0660: up to 10 customer accounts matching a phone, e-mail or name (every word), newest first' })
  @Permitted('orders')
  orderCustomers(@Args('search', { type: () => String }) search: string): Promise<OrderCustomerModel[]> {
    return this.customers.find(search);
  }

  @Mutation(() => OrderCustomerModel, { description: 'decision 0660: a customer account for an order taken by phone or chat; 409 EMAIL_TAKEN' })
  @Permitted('orders')
  createOrderCustomer(@Args('input') input: CreateOrderCustomerInput): Promise<OrderCustomerModel> {
    return this.customers.create(input);
  }
}
