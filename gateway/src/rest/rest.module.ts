import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { CartController } from './cart.controller';
import { CouponsController } from './coupons.controller';
import { CategoriesController } from './categories.controller';
import { NewsletterController } from './newsletter.controller';
import { NotFoundController } from './not-found.controller';
import { OAuthController } from './oauth.controller';
import { OrderPaymentsController, PaymentTransfersController } from './order-payments.controller';
import { OrdersController } from './orders.controller';
import { ProductsController } from './products.controller';
import { ExportsController } from '../spreadsheets/exports.controller';
import { ImportsController } from '../spreadsheets/imports.controller';
import { StatsController } from './stats.controller';
import { UploadController } from './upload.controller';
import { UsersController } from './users.controller';

/** The REST facade of product §15 under /api. Each area's controller is listed here. */
@Module({
  controllers: [
    AuthController,
    OAuthController,
    UsersController,
    UploadController,
    ProductsController,
    CategoriesController,
    NewsletterController,
    OrderPaymentsController,
    PaymentTransfersController,
    CartController,
    CouponsController,
    OrdersController,
    StatsController,
    ExportsController,
    ImportsController,
    // keep NotFoundController last: it answers every /api path no other controller took
    NotFoundController,
  ],
})
export class RestModule {}
