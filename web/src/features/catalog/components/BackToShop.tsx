import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@artshop/ui';
import { shopPathFrom } from '../products';

/** Back to the shop screen the visitor came from (with its filters), else Shop All. */
export function BackToShop() {
  return (
    <Link
      to={shopPathFrom(useLocation().state)}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-6' })}
      data-testid="back-to-shop"
    >
      <ArrowLeft aria-hidden="true" />
      Back to Shop
    </Link>
  );
}
