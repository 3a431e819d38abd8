import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { categoryReorderSchema, idSchema } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { CategoriesService } from './categories.service.js';
import { TagsService } from './tags.service.js';

@Controller()
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly tags: TagsService,
  ) {}

  @MessagePattern('categories.list')
  listCategories(@Payload() request: RpcRequest) {
    return this.categories.list(request.caller);
  }

  @MessagePattern('categories.create')
  createCategory(@Payload() request: RpcRequest) {
    return this.categories.create(request.body);
  }

  @MessagePattern('categories.update')
  updateCategory(@Payload() request: RpcRequest) {
    return this.categories.update(parseInput(idSchema, request.params.id), request.body);
  }

  @MessagePattern('categories.reorder')
  reorderCategories(@Payload() request: RpcRequest) {
    return this.categories.reorder(parseInput(categoryReorderSchema, request.body));
  }

  @MessagePattern('categories.delete')
  async deleteCategory(@Payload() request: RpcRequest) {
    await this.categories.delete(parseInput(idSchema, request.params.id));
    return null;
  }

  @MessagePattern('tags.list')
  listTags(@Payload() request: RpcRequest) {
    return this.tags.list(request.caller);
  }

  @MessagePattern('tags.create')
  createTag(@Payload() request: RpcRequest) {
    return this.tags.create(request.body);
  }

  @MessagePattern('tags.update')
  updateTag(@Payload() request: RpcRequest) {
    return this.tags.update(parseInput(idSchema, request.params.id), request.body);
  }

  @MessagePattern('tags.delete')
  async deleteTag(@Payload() request: RpcRequest) {
    await this.tags.delete(parseInput(idSchema, request.params.id));
    return null;
  }
}
