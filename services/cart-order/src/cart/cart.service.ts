import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  CatalogRpc,
  DomainError,
  centsToDecimal,
  itemLabel,
  reservedMessage,
  stockLimitMessage,
  type CartAddInput,
  type CartItem,
  type CartMergeInput,
  type Caller,
  type PriceLineRequest,
  type RequestContext,
  type PricedLine,
  type UnavailableReason,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { CATALOG } from '../clients.js';
import { CartLine } from './cart-line.entity.js';
import { ADD_TO_CART, ADOPT_GUEST_ORDERS, CART_LINES_AND_HOLDS, MERGE_GUEST_LINES, type CartLineRow } from './cart.sql.js';

type Priced = Extract<PricedLine, { available: true }>;
type Unpriced = Extract<PricedLine, { available: false }>;

const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** Why an add is refused: what the catalog said about the product or tier. */
const ADD_REFUSALS: Record<UnavailableReason, (answer: Unpriced) => Error> = {
  'product-not-found': () => AppError.notFound('Product not found'),
  'tier-not-found': () => AppError.notFound('Pricing tier not found'),
  'tier-required': () => AppError.badRequest('Please choose a pricing tier for this product'),
  'sold-out': () => AppError.badRequest('This item is sold out'),
  reserved: (answer) => AppError.badRequest(reservedMessage('This item', answer.reservedUntil!)),
  'not-on-sale-yet': (answer) =>
    new DomainError('NotOnSaleYet', { item: itemLabel(answer.productName ?? 'This item', answer.tierDisplayName), ...answer.heldBack! }),
};

/** Why a line already in the cart cannot be changed. */
const CHANGE_REFUSALS: Record<UnavailableReason, string> = {
  'product-not-found': 'This product is no longer available',
  'tier-not-found': 'This size or type is no longer available',
  'tier-required': 'This size or type is no longer available',
  'sold-out': 'This item is sold out',
  reserved: "This item is reserved by another buyer; it comes back on sale if they don't pay",
  'not-on-sale-yet': 'This item is not on sale yet',
};

/**
 * The signed-in customer's cart, else the browser session's. A guest's key is a hash of the
 * session id, so this table holds nothing that could be used as a session cookie.
 */
export function ownerKey(caller: Caller): string | null {
  if (caller.userId) return `user:${caller.userId}`;
  if (caller.sessionId) return guestKey(caller.sessionId);
  return null;
}

function guestKey(sessionId: string): string {
  return `guest:${createHash('sha256').update(sessionId).digest('hex')}`;
}

@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
  ) {}

  private get lines() {
    return this.dataSource.getRepository(CartLine);
  }

  /**
   * The cart priced by the catalog now (one call for every line). A line that cannot be bought now
   * stays, marked: reserved by another buyer who is paying (with when it may come back), sold, or no
   * longer available (taken off sale, its size or type removed); only the customer removes it. A
   * quantity above what is left comes down to it. What the customer's own unpaid checkout holds is
   * theirs, not reserved.
   */
  async list(context: RequestContext): Promise<CartItem[]> {
    const owner = ownerKey(context.caller);
    if (!owner) return [];
    const { lines, holdingOrders } = await this.linesOf(owner);
    if (lines.length === 0) return [];
    const priced = await this.price(context, lines, holdingOrders);
    const items: CartItem[] = [];
    for (const [index, line] of lines.entries()) {
      const answer = priced[index]!;
      if (!answer.available) {
        items.push(toMarkedItem(line, answer));
        continue;
      }
      if (line.quantity > answer.stock) {
        line.quantity = answer.stock;
        await this.lines.update({ id: line.id, ownerKey: owner }, { quantity: answer.stock });
      }
      items.push(toCartItem(line, answer));
    }
    return items;
  }

  /**
   * Adds a product (in a pricing tier) to the cart; the same product and tier again adds to the
   * line's quantity. The total may not go above the stock: the check and the write are one
   * statement, so two quick clicks cannot both slip past it.
   */
  async add(context: RequestContext, input: CartAddInput): Promise<CartItem> {
    const owner = this.requireOwner(context.caller);
    const [answer] = await this.price(context, [{ productId: input.productId, tierId: input.tierId }]);
    if (!answer!.available) throw ADD_REFUSALS[answer!.reason](answer!);
    const priced = answer as Priced;
    if (input.quantity > priced.stock) throw AppError.badRequest(stockLimitMessage(priced.stock));
    const [row] = await run(this.dataSource, ADD_TO_CART, {
      owner,
      productId: priced.productId,
      tierId: priced.tierId,
      quantity: input.quantity,
      stock: priced.stock,
    });
    if (!row) throw AppError.badRequest(stockLimitMessage(priced.stock));
    return toCartItem(row, priced);
  }

  /** A new quantity for one of the caller's own lines: 1 or more, and no more than is left. */
  async setQuantity(context: RequestContext, itemId: string, quantity: number): Promise<CartItem> {
    const owner = this.requireOwner(context.caller);
    const line = await this.lines.findOneBy({ id: itemId, ownerKey: owner });
    if (!line) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    const [answer] = await this.price(context, [line]);
    if (!answer!.available) throw AppError.badRequest(CHANGE_REFUSALS[answer!.reason]);
    const priced = answer as Priced;
    if (quantity > priced.stock) throw AppError.badRequest(stockLimitMessage(priced.stock));
    const { affected } = await this.lines.update({ id: itemId, ownerKey: owner }, { quantity });
    if (!affected) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    return toCartItem({ id: itemId, quantity }, priced);
  }

  /** Another cart's line id answers 404, as an unknown one does. */
  async remove(caller: Caller, itemId: string): Promise<void> {
    const owner = ownerKey(caller);
    const { affected } = owner ? await this.lines.delete({ id: itemId, ownerKey: owner }) : { affected: 0 };
    if (!affected) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  }

  async clear(caller: Caller): Promise<void> {
    const owner = ownerKey(caller);
    if (owner) await this.lines.delete({ ownerKey: owner });
  }

  /**
   * At sign-in or registration the guest's cart joins the account: identical lines (same product
   * and tier) add their quantities. A total above the stock is brought down on the next read. The
   * guest's orders become the account's.
   */
  async merge(input: CartMergeInput): Promise<{ merged: number }> {
    return this.dataSource.transaction(async (manager) => {
      const guest = guestKey(input.fromSessionId);
      const account = `user:${input.toUserId}`;
      const merged = await run(manager, MERGE_GUEST_LINES, { guest, account });
      await manager.delete(CartLine, { ownerKey: guest });
      // Orders placed as a guest stay readable (the success page, the receipt) once the session is renewed.
      await run(manager, ADOPT_GUEST_ORDERS, { guest, account, userId: input.toUserId });
      return { merged: merged.length };
    });
  }

  /** The owner's lines in the order they were added, and the owner's unpaid checkouts (whose holds are theirs). */
  private async linesOf(owner: string): Promise<{ lines: CartLineRow[]; holdingOrders: string[] }> {
    const [cart] = await run(this.dataSource, CART_LINES_AND_HOLDS, { owner });
    return cart!;
  }

  private requireOwner(caller: Caller): string {
    const owner = ownerKey(caller);
    if (!owner) throw AppError.badRequest('Please allow cookies in your browser to keep a cart');
    return owner;
  }

  private price(context: RequestContext, lines: PriceLineRequest[], holdingOrders: string[] = []): Promise<PricedLine[]> {
    return this.catalog.call(
      CatalogRpc.priceLines,
      { lines: lines.map((line) => ({ productId: line.productId, tierId: line.tierId })), ...(holdingOrders.length ? { holdingOrders } : {}) },
      context,
    );
  }
}

function toCartItem(line: Pick<CartLine, 'id' | 'quantity'>, priced: Priced): CartItem {
  return {
    id: line.id,
    productId: priced.productId,
    productName: priced.productName,
    image: priced.image,
    tierId: priced.tierId,
    price: centsToDecimal(priced.unitPriceCents),
    quantity: line.quantity,
    tierDisplayName: priced.tierDisplayName,
    stock: priced.stock,
    availability: 'available',
    reservedUntil: null,
  };
}

/** How a line that cannot be bought now is shown: what it was, marked with why. */
const MARKS: Record<UnavailableReason, CartItem['availability']> = {
  reserved: 'reserved',
  'sold-out': 'sold',
  'product-not-found': 'unavailable',
  'tier-not-found': 'unavailable',
  'tier-required': 'unavailable',
  'not-on-sale-yet': 'unavailable',
};

function toMarkedItem(line: Pick<CartLine, 'id' | 'quantity'>, answer: Unpriced): CartItem {
  return {
    id: line.id,
    productId: answer.productId,
    // A product deleted since has nothing left to name it by.
    productName: answer.productName ?? 'An artwork no longer in the shop',
    image: answer.image,
    tierId: answer.tierId,
    price: centsToDecimal(answer.unitPriceCents ?? 0),
    quantity: line.quantity,
    tierDisplayName: answer.tierDisplayName,
    stock: 0,
    availability: MARKS[answer.reason],
    reservedUntil: answer.reason === 'reserved' ? answer.reservedUntil : null,
  };
}
