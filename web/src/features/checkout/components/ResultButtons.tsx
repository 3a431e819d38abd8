import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@artshop/ui';

/** Under the confirmation: the page's own action, if any, then Continue Shopping and Return Home. */
export function ResultButtons({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
      {children}
      <Link to="/shop-all" className={buttonClasses({ size: 'lg' })}>
        Continue Shopping
      </Link>
      <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        Return Home
      </Link>
    </div>
  );
}
