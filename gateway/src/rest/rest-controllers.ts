import { AuthController } from './auth.controller';
import { CartController } from './cart.controller';
import { CategoriesController } from './categories.controller';
import { CouponsController } from './coupons.controller';
import { NewsletterController } from './newsletter.controller';
import { OAuthController } from './oauth.controller';
import { OrderPaymentsController, PaymentTransfersController } from './order-payments.controller';
import { OrdersController } from './orders.controller';
import { OrderCustomersController } from './order-customers.controller';
import { PaymentEventsController } from '../payments/payment-events.controller';
import { ExportsController } from '../spreadsheets/exports.controller';
import { ImportsController } from '../spreadsheets/imports.controller';
import { ProductsController } from './products.controller';
import { ProvincesController } from './provinces.controller';
import { RefundsController } from './refunds.controller';
import { StatsController } from './stats.controller';
import { UploadController } from './upload.controller';
import { UsersController } from './users.controller';

/** The REST facade of product §15 under /api, area by area; each route carries its @ApiRoute. */
export const REST_CONTROLLERS = [
  AuthController,
  OAuthController,
  UsersController,
  ProvincesController,
  UploadController,
  ProductsController,
  CategoriesController,
  NewsletterController,
  OrderPaymentsController,
  PaymentTransfersController,
  RefundsController,
  PaymentEventsController,
  CartController,
  CouponsController,
  OrdersController,
  OrderCustomersController,
  StatsController,
  ExportsController,
  ImportsController,
] as const;
