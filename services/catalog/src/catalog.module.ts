import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Category } from './categories/category.entity.js';
import { Tag } from './categories/tag.entity.js';
import { PricingTier } from './products/pricing-tier.entity.js';
import { Product } from './products/product.entity.js';
import { ProductsController } from './products/products.controller.js';
import { ProductsService } from './products/products.service.js';

export const catalogEntities = [Product, PricingTier, Category, Tag];

@Module({
  imports: [TypeOrmModule.forFeature(catalogEntities)],
  controllers: [ProductsController],
  providers: [ProductsService],
})
export class CatalogModule {}
