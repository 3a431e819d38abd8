import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  COMPOSITION_NOT_FOUND_MESSAGE,
  COMPOSITION_PRODUCT_MESSAGE,
  COMPOSITION_ROOM_MESSAGE,
  compositionInputSchema,
  type ArtWallComposition as CompositionView,
  type Caller,
  type CompositionInput,
  type RequestContext,
  type WallArtwork,
} from '@artshop/contracts';
import { AppError, parseInput, type ServiceClient } from '@artshop/service-kit';
import { CATALOG } from '../clients.js';
import { RoomBackground } from '../rooms/room-background.entity.js';
import { ArtWallComposition } from './art-wall-composition.entity.js';

/** A caller with no account: the catalog then answers what any visitor may see (active products). */
const VISITOR: Caller = { userId: null, role: null, sessionId: null };

/**
 * Compositions saved from the art wall simulator. Only the owner reads a private one and changes any of
 * theirs; to anyone else a composition that is not theirs is not found (404), so its existence does not
 * leak. A shared one is read by anyone with its link, never changed.
 */
@Injectable()
export class ArtWallService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
  ) {}

  async list(caller: Caller): Promise<CompositionView[]> {
    const userId = requireUser(caller);
    const compositions = await this.dataSource.manager.find(ArtWallComposition, { where: { userId }, order: { updatedAt: 'DESC' } });
    return compositions.map((composition) => toCompositionView(composition, caller));
  }

  async get(id: string, caller: Caller): Promise<CompositionView> {
    const composition = await this.dataSource.manager.findOneBy(ArtWallComposition, { id });
    if (!composition || (!composition.isPublic && composition.userId !== caller.userId)) throw AppError.notFound(COMPOSITION_NOT_FOUND_MESSAGE);
    return toCompositionView(composition, caller);
  }

  async create(input: CompositionInput, ctx: RequestContext): Promise<CompositionView> {
    const userId = requireUser(ctx.caller);
    await this.checkArtworks(input, ctx);
    return this.dataSource.transaction(async (manager) => {
      await this.checkRoom(manager, input.roomBackgroundId);
      const saved = await manager.save(manager.create(ArtWallComposition, { ...input, userId }));
      return toCompositionView(saved, ctx.caller);
    });
  }

  /** The fields sent over the stored composition, checked whole; artworks and room are checked again only when they change. */
  async update(id: string, changes: Record<string, unknown>, ctx: RequestContext): Promise<CompositionView> {
    const userId = requireUser(ctx.caller);
    const stored = await this.own(this.dataSource.manager, id, userId);
    const input = parseInput(compositionInputSchema, { ...toCompositionView(stored, ctx.caller), ...changes });
    if (!sameArtworks(input.artworks, stored.artworks)) await this.checkArtworks(input, ctx);
    return this.dataSource.transaction(async (manager) => {
      const composition = await this.own(manager, id, userId, true);
      if (input.roomBackgroundId !== composition.roomBackgroundId) await this.checkRoom(manager, input.roomBackgroundId);
      return toCompositionView(await manager.save(Object.assign(composition, input)), ctx.caller);
    });
  }

  async delete(id: string, caller: Caller): Promise<void> {
    const userId = requireUser(caller);
    const { affected } = await this.dataSource.manager.delete(ArtWallComposition, { id, userId });
    if (!affected) throw AppError.notFound(COMPOSITION_NOT_FOUND_MESSAGE);
  }

  private async own(manager: EntityManager, id: string, userId: string, lock = false): Promise<ArtWallComposition> {
    const composition = await manager.findOne(ArtWallComposition, { where: { id, userId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!composition) throw AppError.notFound(COMPOSITION_NOT_FOUND_MESSAGE);
    return composition;
  }

  private async checkRoom(manager: EntityManager, roomBackgroundId: string): Promise<void> {
    const room = await manager.findOneBy(RoomBackground, { id: roomBackgroundId, isActive: true });
    if (!room) throw AppError.badRequest(COMPOSITION_ROOM_MESSAGE, { roomBackgroundId: COMPOSITION_ROOM_MESSAGE });
  }

  /** Every artwork must be a product visitors can see: asked of the catalog, which owns them. */
  private async checkArtworks(input: CompositionInput, ctx: RequestContext): Promise<void> {
    const products = await this.catalog.call(CatalogRpc.listProducts, {}, { ...ctx, caller: VISITOR });
    const known = new Set(products.map((product) => product.id));
    if (input.artworks.some((artwork) => !known.has(artwork.productId))) {
      throw AppError.badRequest(COMPOSITION_PRODUCT_MESSAGE, { artworks: COMPOSITION_PRODUCT_MESSAGE });
    }
  }
}

/** Field by field: jsonb keeps an object's keys in its own order, so the stored text is no guide. */
function sameArtworks(a: readonly WallArtwork[], b: readonly WallArtwork[]): boolean {
  return (
    a.length === b.length &&
    a.every((artwork, index) => {
      const other = b[index]!;
      return (
        artwork.productId === other.productId &&
        artwork.x === other.x &&
        artwork.y === other.y &&
        artwork.size === other.size &&
        artwork.rotation === other.rotation
      );
    })
  );
}

function requireUser(caller: Caller): string {
  // The gateway lets only signed-in callers reach these routes; a service caller without one is refused the same way.
  if (!caller.userId) throw AppError.unauthorized('Please sign in to save your wall');
  return caller.userId;
}

export function toCompositionView(composition: ArtWallComposition, caller: Caller): CompositionView {
  return {
    id: composition.id,
    name: composition.name,
    roomBackgroundId: composition.roomBackgroundId,
    artworks: composition.artworks,
    isPublic: composition.isPublic,
    isOwn: composition.userId === caller.userId,
    createdAt: composition.createdAt.toISOString(),
    updatedAt: composition.updatedAt.toISOString(),
  };
}
