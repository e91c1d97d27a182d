import { Module } from '@nestjs/common';
import { CatalogClient } from '../catalog/catalog.client';
import { CartRepository } from './cart.repository';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';

@Module({ providers: [CatalogClient, CartRepository, CartService, CartResolver], exports: [CatalogClient, CartRepository, CartService] })
export class CartModule {}
