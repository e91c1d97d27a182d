import { Module } from '@nestjs/common';
import { SalesReportService } from './sales-report.service';
import { StatsRepository } from './stats.repository';
import { StatsResolver } from './stats.resolver';

@Module({ providers: [StatsRepository, SalesReportService, StatsResolver] })
export class StatsModule {}
