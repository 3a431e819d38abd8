import { LoaderCircle, ShoppingCart } from 'lucide-react';
import type { Product } from '@artshop/contracts';
import { Button } from '@artshop/ui';
import { useAddToCart } from '../../../shared/cart/hooks';
import { ServerFormFields, serverForm } from '../../../shared/server-forms';
import { ADD_TO_CART_FORM } from '../products';

/**
 * Add to Cart for the chosen tier; 'Reserved' or 'Sold Out' when none is left (`held`: another buyer is
 * paying for it); 'Coming soon' while its drop has not opened to this visitor (`coming`).
 */
export function AddToCartForm({
  product,
  tierId,
  stock,
  held,
  coming = false,
}: {
  product: Pick<Product, 'id'>;
  tierId: string | null;
  stock: number;
  held: boolean;
  coming?: boolean;
}) {
  const addToCart = useAddToCart();
  // A plain form too: a tap before the app runs (or without scripts) is answered by the gateway.
  return (
    <form
      {...serverForm('addToCart')}
      id={ADD_TO_CART_FORM}
      className="flex flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        addToCart.mutate({ productId: product.id, tierId });
      }}
    >
      <ServerFormFields />
      <input type="hidden" name="productId" value={product.id} />
      <Button
        type="submit"
        size="lg"
        className="flex-1"
        disabled={stock <= 0 || coming || addToCart.isPending}
        aria-busy={addToCart.isPending}
        data-testid="add-to-cart"
      >
        {addToCart.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {stock <= 0 ? (held ? 'Reserved' : 'Sold Out') : coming ? 'Coming soon' : addToCart.isPending ? 'Adding…' : 'Add to Cart'}
      </Button>
    </form>
  );
}
