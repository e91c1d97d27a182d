import { Module } from '@nestjs/common';
import { StatsRepository } from './stats.repository';
import { StatsResolver } from './stats.resolver';

@Module({ providers: [StatsRepository, StatsResolver] })
export class StatsModule {}
