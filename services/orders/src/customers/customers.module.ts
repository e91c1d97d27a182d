import { Module } from '@nestjs/common';
import { CustomersRepository } from './customers.repository';
import { UserRegisteredConsumer } from './user-registered.consumer';

@Module({ providers: [UserRegisteredConsumer, CustomersRepository], exports: [CustomersRepository] })
export class CustomersModule {}
