import { Module } from '@nestjs/common';
import { CouponsRepository } from './coupons.repository';
import { CouponsResolver } from './coupons.resolver';
import { CouponsService } from './coupons.service';
import { DemoCouponsSeeder } from './demo-coupons.seeder';

@Module({ providers: [CouponsRepository, CouponsService, CouponsResolver, DemoCouponsSeeder], exports: [CouponsRepository, CouponsService] })
export class CouponsModule {}
