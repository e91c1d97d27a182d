import { Module } from '@nestjs/common';
import { NotFoundController } from './not-found.controller';

/** The REST facade of spec §7 under /api. Each area's controller is listed here. */
@Module({
  controllers: [
    // keep NotFoundController last: it answers every /api path no other controller took
    NotFoundController,
  ],
})
export class RestModule {}
