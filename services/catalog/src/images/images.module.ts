import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';

/** Product images: upload checks, storage in the catalog database, WebP renditions (decision 0202). */
@Module({
  controllers: [ImagesController],
  providers: [ImagesRepository, ImagesService],
  exports: [ImagesService],
})
export class ImagesModule {}
