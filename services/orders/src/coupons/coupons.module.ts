import { Module } from '@nestjs/common';
import { CouponsRepository } from './coupons.repository';
import { CouponsResolver } from './coupons.resolver';
import { CouponsService } from './coupons.service';

@Module({ providers: [CouponsRepository, CouponsService, CouponsResolver], exports: [CouponsRepository, CouponsService] })
export class CouponsModule {}
