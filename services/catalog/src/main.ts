import { main, runService } from '@artshop/service-kit';
import { CatalogModule, catalogEntities } from './catalog.module.js';
import { Catalog1763800000100 } from './migrations/1763800000100-catalog.js';
import { Favorites1763800000110 } from './migrations/1763800000110-favorites.js';
import { StockReservations1764200000120 } from './migrations/1764200000120-stock-reservations.js';
import { StockRestocks1764300000110 } from './migrations/1764300000110-stock-restocks.js';
import { LimitedEditions1764300000400 } from './migrations/1764300000400-limited-editions.js';
import { ActiveHolds1764300000500 } from './migrations/1764300000500-active-holds.js';
import { EditionNumbers1764600000100 } from './migrations/1764600000100-edition-numbers.js';
import { ProductListing1765000000020 } from './migrations/1765000000020-product-listing.js';
import { ProductSearchDocument1765100000100 } from './migrations/1765100000100-product-search-document.js';
import { LowStockAlerts1765100000400 } from './migrations/1765100000400-low-stock-alerts.js';
import { ShopOrder1765200000410 } from './migrations/1765200000410-shop-order.js';
import { Drops1765300000200 } from './migrations/1765300000200-drops.js';
import { StockBack1765300000220 } from './migrations/1765300000220-stock-back.js';
import { TieredProductsOwnNoStock1765300000300 } from './migrations/1765300000300-tiered-products-own-no-stock.js';
import { seedCatalog } from './seed.js';

main(() =>
  runService({
    part: 'catalog',
    module: CatalogModule,
    entities: catalogEntities,
    migrations: [
      Catalog1763800000100,
      Favorites1763800000110,
      StockReservations1764200000120,
      StockRestocks1764300000110,
      LimitedEditions1764300000400,
      ActiveHolds1764300000500,
      EditionNumbers1764600000100,
      ProductListing1765000000020,
      ProductSearchDocument1765100000100,
      LowStockAlerts1765100000400,
      ShopOrder1765200000410,
      Drops1765300000200,
      StockBack1765300000220,
      TieredProductsOwnNoStock1765300000300,
    ],
    seed: seedCatalog,
  }),
);
