import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { centsToDecimal, type Caller, type Product as ProductDto, type ProductListQuery } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { Product } from './product.entity.js';

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  /** Visitors see active products only; the admin sees drafts and archived ones too. */
  async list(query: ProductListQuery, caller: Caller): Promise<ProductDto[]> {
    const builder = this.products
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .leftJoinAndSelect('product.pricingTiers', 'tier')
      .leftJoinAndSelect('product.tags', 'tag')
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.name', 'ASC')
      .addOrderBy('tier.position', 'ASC');
    if (caller.role !== 'admin') builder.andWhere(`product.status = 'active'`);
    if (query.category) builder.andWhere('category.slug = :category', { category: query.category });
    return (await builder.getMany()).map(toProductDto);
  }

  async get(id: string, caller: Caller): Promise<ProductDto> {
    const product = await this.products.findOne({
      where: { id },
      relations: { category: true, pricingTiers: true, tags: true },
      order: { pricingTiers: { position: 'ASC' } },
    });
    if (!product || (product.status !== 'active' && caller.role !== 'admin')) throw AppError.notFound('Product not found');
    return toProductDto(product);
  }
}

export function toProductDto(product: Product): ProductDto {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    shortDescription: product.shortDescription,
    price: centsToDecimal(product.priceCents),
    categoryId: product.categoryId,
    category: product.category?.name ?? null,
    sku: product.sku,
    status: product.status,
    isFeatured: product.isFeatured,
    stock: product.stock,
    images: product.images,
    dimensions: product.dimensions,
    medium: product.medium,
    year: product.year,
    isOriginal: product.isOriginal,
    rarity: product.rarity,
    frame: product.frame,
    packaging: product.packaging,
    authenticity: product.authenticity,
    tags: (product.tags ?? []).map((tag) => tag.id),
    pricingTiers: (product.pricingTiers ?? []).map((tier) => ({
      id: tier.id,
      size: tier.size,
      price: centsToDecimal(tier.priceCents),
      type: tier.type,
      stock: tier.stock,
      description: tier.description,
    })),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
