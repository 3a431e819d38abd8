import type { ReactNode } from 'react';
import { Card } from '@artshop/ui';

/** A titled card of the profile page. */
export function ProfileSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-heading`} role="region" data-testid={id}>
      <h2 id={`${id}-heading`} className="font-sans text-xl font-semibold tracking-normal">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
