import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { CategoriesController } from './categories.controller';
import { NotFoundController } from './not-found.controller';
import { OAuthController } from './oauth.controller';
import { ProductsController } from './products.controller';
import { UploadController } from './upload.controller';
import { UsersController } from './users.controller';

/** The REST facade of spec §7 under /api. Each area's controller is listed here. */
@Module({
  controllers: [
    AuthController,
    OAuthController,
    UsersController,
    UploadController,
    ProductsController,
    CategoriesController,
    // keep NotFoundController last: it answers every /api path no other controller took
    NotFoundController,
  ],
})
export class RestModule {}
