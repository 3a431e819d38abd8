import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesController } from './categories/categories.controller.js';
import { CategoriesService } from './categories/categories.service.js';
import { Category } from './categories/category.entity.js';
import { Tag } from './categories/tag.entity.js';
import { TagsService } from './categories/tags.service.js';
import { cartOrderClientProvider } from './clients.js';
import { Favorite } from './favorites/favorite.entity.js';
import { FavoritesController } from './favorites/favorites.controller.js';
import { FavoritesService } from './favorites/favorites.service.js';
import { PricingTier } from './products/pricing-tier.entity.js';
import { Product } from './products/product.entity.js';
import { ProductsController } from './products/products.controller.js';
import { ProductsService } from './products/products.service.js';

export const catalogEntities = [Product, PricingTier, Category, Tag, Favorite];

@Module({
  imports: [TypeOrmModule.forFeature(catalogEntities)],
  controllers: [ProductsController, CategoriesController, FavoritesController],
  providers: [ProductsService, CategoriesService, TagsService, FavoritesService, cartOrderClientProvider],
})
export class CatalogModule {}
