import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { catalogEventHandlers } from './account/deleted-accounts.js';
import { CategoriesHandlers } from './categories/categories.handlers.js';
import { CategoriesService } from './categories/categories.service.js';
import { Category } from './categories/category.entity.js';
import { Tag } from './categories/tag.entity.js';
import { TagsService } from './categories/tags.service.js';
import { cartOrderClientProvider, subscriptionClientProvider } from './clients.js';
import { DropRelease } from './drops/drop-release.js';
import { DropsHandlers } from './drops/drops.handlers.js';
import { DropsService } from './drops/drops.service.js';
import { MembersBackfill } from './drops/members-backfill.js';
import { Favorite } from './favorites/favorite.entity.js';
import { FavoritesHandlers } from './favorites/favorites.handlers.js';
import { FavoritesService } from './favorites/favorites.service.js';
import { PricingTier } from './products/pricing-tier.entity.js';
import { Product } from './products/product.entity.js';
import { ProductsHandlers } from './products/products.handlers.js';
import { ProductsService } from './products/products.service.js';
import { ShopOrderHandlers } from './products/shop-order.handlers.js';
import { ShopOrderService } from './products/shop-order.service.js';
import { ReservationSweeper } from './stock/reservation-sweeper.js';
import { StockReservation } from './stock/stock-reservation.entity.js';
import { StockHandlers } from './stock/stock.handlers.js';
import { StockService } from './stock/stock.service.js';

export const catalogEntities = [Product, PricingTier, Category, Tag, Favorite, StockReservation];

@Module({
  imports: [TypeOrmModule.forFeature(catalogEntities)],
  controllers: [ProductsHandlers, ShopOrderHandlers, CategoriesHandlers, FavoritesHandlers, StockHandlers, DropsHandlers],
  providers: [
    ProductsService,
    ShopOrderService,
    CategoriesService,
    TagsService,
    FavoritesService,
    StockService,
    DropsService,
    DropRelease,
    MembersBackfill,
    ReservationSweeper,
    cartOrderClientProvider,
    subscriptionClientProvider,
    catalogEventHandlers,
  ],
})
export class CatalogModule {}
