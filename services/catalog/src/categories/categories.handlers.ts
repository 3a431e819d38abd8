import { Controller } from '@nestjs/common';
import { CatalogRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CategoriesService } from './categories.service.js';
import { TagsService } from './tags.service.js';

@Controller()
export class CategoriesHandlers {
  constructor(
    private readonly categories: CategoriesService,
    private readonly tags: TagsService,
  ) {}

  @Handles(CatalogRpc.listCategories)
  listCategories(_input: object, ctx: RequestContext) {
    return this.categories.list(ctx.caller);
  }

  @Handles(CatalogRpc.createCategory)
  createCategory(category: InputOf<typeof CatalogRpc.createCategory>) {
    return this.categories.create(category);
  }

  @Handles(CatalogRpc.updateCategory)
  updateCategory({ id, ...changes }: InputOf<typeof CatalogRpc.updateCategory>) {
    return this.categories.update(id, changes);
  }

  @Handles(CatalogRpc.reorderCategories)
  reorderCategories(order: InputOf<typeof CatalogRpc.reorderCategories>) {
    return this.categories.reorder(order);
  }

  @Handles(CatalogRpc.deleteCategory)
  async deleteCategory({ id }: { id: string }) {
    await this.categories.delete(id);
    return null;
  }

  @Handles(CatalogRpc.listTags)
  listTags(_input: object, ctx: RequestContext) {
    return this.tags.list(ctx.caller);
  }

  @Handles(CatalogRpc.createTag)
  createTag(tag: InputOf<typeof CatalogRpc.createTag>) {
    return this.tags.create(tag);
  }

  @Handles(CatalogRpc.updateTag)
  updateTag({ id, ...changes }: InputOf<typeof CatalogRpc.updateTag>) {
    return this.tags.update(id, changes);
  }

  @Handles(CatalogRpc.deleteTag)
  async deleteTag({ id }: { id: string }) {
    await this.tags.delete(id);
    return null;
  }
}
