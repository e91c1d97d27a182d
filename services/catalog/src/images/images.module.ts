import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';
import { StaleUploadsJob } from './stale-uploads.job';

/** Product images: upload checks, storage in the catalog database, WebP renditions, removal of abandoned uploads (decision 0202). */
@Module({
  controllers: [ImagesController],
  providers: [ImagesRepository, ImagesService, StaleUploadsJob],
  exports: [ImagesService],
})
export class ImagesModule {}
