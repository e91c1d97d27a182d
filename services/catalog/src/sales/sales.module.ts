import { Module } from '@nestjs/common';
import { SalesRepository } from './sales.repository';
import { SoldCountService } from './sold-count.service';

/** What was sold: products' soldCount from delivered orders (decision 0600). */
@Module({ providers: [SalesRepository, SoldCountService], exports: [SoldCountService] })
export class SalesModule {}
