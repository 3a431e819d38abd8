import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { CHECKOUT_ERROR_ID } from '../useCheckoutMessage';

/** An empty cart at checkout, under what emptied it when that was the server's refusal (an item sold to someone else meanwhile). */
export function EmptyCheckout({ message }: { message: string | null }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center" data-testid="cart-empty">
      {message ? (
        <div className="mb-8 w-full text-left">
          <FormAlert id={CHECKOUT_ERROR_ID} testId="checkout-error" message={message} />
        </div>
      ) : null}
      <ShoppingBag className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold">Your cart is empty</h2>
      <p className="mt-3 text-muted-foreground">Add some items to your cart to continue</p>
      <Link to="/shop-all" className={buttonClasses({ className: 'mt-8' })}>
        Continue Shopping
      </Link>
    </div>
  );
}
