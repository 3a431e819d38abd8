import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link the artist set: a path of the shop stays in the app, another site's address opens in a new tab. */
export function ShopLink({ to, className, children, testId }: { to: string; className?: string; children: ReactNode; testId?: string }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
