import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Favorite as FavoriteDto, Product as ProductDto } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { Product } from '../products/product.entity.js';
import { readProducts } from '../products/product-reads.js';
import { Favorite } from './favorite.entity.js';

@Injectable()
export class FavoritesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The customer's favorite products that are on sale, most recently added first. */
  async list(userId: string): Promise<ProductDto[]> {
    const favorites = await this.dataSource.getRepository(Favorite).find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    if (favorites.length === 0) return [];
    const products = await readProducts(this.dataSource.manager, `p.id = ANY($1) AND p.status = 'active'`, [favorites.map((favorite) => favorite.productId)], {
      role: 'user',
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    return favorites.flatMap((favorite) => byId.get(favorite.productId) ?? []);
  }

  /** Adding a favorite twice keeps the first one. */
  async add(userId: string, productId: string): Promise<FavoriteDto> {
    if (!(await this.dataSource.getRepository(Product).existsBy({ id: productId, status: 'active' }))) throw AppError.notFound('Product not found');
    const repository = this.dataSource.getRepository(Favorite);
    await repository.createQueryBuilder().insert().values({ userId, productId }).orIgnore().execute();
    const favorite = await repository.findOneByOrFail({ userId, productId });
    return { id: favorite.id, productId: favorite.productId, createdAt: favorite.createdAt.toISOString() };
  }

  /** Removing one that is not there is not an error: the heart is simply off. */
  async remove(userId: string, productId: string): Promise<void> {
    await this.dataSource.getRepository(Favorite).delete({ userId, productId });
  }
}
