import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './button';
import { Card, CardContent } from './card';

/** The fallback for unknown routes ('404 Page Not Found'). */
export function NotFound({
  homeHref = '/',
  homeLabel = 'Go to the home page',
  hint = 'Did you forget to add the page to the router?',
}: {
  homeHref?: string;
  homeLabel?: string;
  /** The line under the heading: the admin keeps the developer hint; the storefront speaks to shoppers. */
  hint?: string;
}) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{hint}</p>
          <Link to={homeHref} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-6' })}>
            {homeLabel}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
