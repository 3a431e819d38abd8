import { useState } from 'react';
import { Switch, cn } from '@artshop/ui';

/** The live/admin view switch, shown to admins only; choosing admin loads the back office. */
export function AdminViewSwitch({ className, id = 'admin-view-switch' }: { className?: string; id?: string }) {
  const [admin, setAdmin] = useState(false);
  return (
    <div className={cn('flex items-center gap-2 text-xs font-medium', className)}>
      <span className={admin ? 'text-muted-foreground' : 'text-foreground'} aria-hidden="true">
        Live
      </span>
      <Switch
        id={id}
        checked={admin}
        aria-label="Admin view"
        data-testid="admin-switch"
        onCheckedChange={(checked) => {
          if (!checked) return;
          setAdmin(true);
          window.location.assign('/admin');
        }}
      />
      <span className={admin ? 'text-foreground' : 'text-muted-foreground'} aria-hidden="true">
        Admin
      </span>
    </div>
  );
}
