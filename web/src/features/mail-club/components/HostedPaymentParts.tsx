import { CircleAlert, FlaskConical, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, buttonClasses, errorStatus, getErrorMessage } from '@artshop/ui';

/** Stripe's test cards, as the local provider answers them. */
export function TestCardsNote() {
  return (
    <div className="rounded-md border border-dashed border-border bg-muted/50 p-3 text-xs text-muted-foreground" data-testid="test-cards-note">
      <p className="font-medium text-foreground">Test cards (any future date, any CVC)</p>
      <ul className="mt-1 space-y-0.5 tabular-nums">
        <li>4242 4242 4242 4242: paid</li>
        <li>4000 0000 0000 0002: declined</li>
        <li>4000 0027 6000 3184: asks for 3-D Secure</li>
      </ul>
    </div>
  );
}

/**
 * Says whose page this is: with no Stripe key the shop's own test payment provider stands in for
 * Stripe's hosted pages, and no real card is charged.
 */
export function TestProviderBanner({ children }: { children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-accent/50 bg-accent/10 p-4 text-sm" role="note" data-testid="test-provider-banner">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="font-medium">Test payment provider</p>
        <p className="mt-1 text-muted-foreground">
          This page belongs to the shop&apos;s test payment provider, which stands in for Stripe while no Stripe account is set up. No real card is charged and
          no money moves.{children ? ' ' : ''}
          {children}
        </p>
      </div>
    </div>
  );
}

/** A hosted page while its checkout or invoice loads. */
export function HostedPageLoading({ what, testId }: { what: string; testId: string }) {
  return (
    <div role="status" className="flex justify-center py-16" data-testid={testId}>
      <LoaderCircle className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Loading the {what}…</span>
    </div>
  );
}

/** A hosted page whose checkout or invoice does not exist (a wrong link) or could not be read. */
export function HostedPageMissing(props: {
  error: unknown;
  /** 'checkout', 'invoice'. */
  what: string;
  notFoundText: string;
  back: { to: string; label: string };
  testId: string;
}) {
  const notFound = errorStatus(props.error) === 404;
  const title = props.what.charAt(0).toUpperCase() + props.what.slice(1);
  return (
    <Card className="p-8 text-center" data-testid={props.testId}>
      <CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">{notFound ? `${title} not found` : `The ${props.what} could not be loaded`}</h1>
      <p className="mt-3 text-muted-foreground">{notFound ? props.notFoundText : getErrorMessage(props.error, 'Please try again in a moment.')}</p>
      <Link to={props.back.to} className={buttonClasses({ className: 'mt-8' })}>
        {props.back.label}
      </Link>
    </Card>
  );
}
