import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Sheet, cn, useCurrentUser } from '@artshop/ui';
import { displayName, loginPath } from '../../../shared/auth';
import { useLogout } from '../../../shared/logout';
import { ACCOUNT_NAV, activeNavLink, useMainNav, useMoreNav, type NavItem } from '../nav';
import { AdminViewSwitch } from './AdminViewSwitch';
import { ThemeChoice } from './ThemeChoice';

function MobileLink({ item, active, onClick }: { item: NavItem; active: boolean; onClick: () => void }) {
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-muted',
        active ? 'bg-muted text-foreground' : 'text-muted-foreground',
      )}
    >
      {item.label}
    </Link>
  );
}

/**
 * The mobile slide-out menu: closes on Escape, on overlay click and after choosing a
 * link; page scrolling is locked while it is open (Radix Dialog).
 */
export function MobileMenu({ open, onOpenChange, currentPath }: { open: boolean; onOpenChange: (open: boolean) => void; currentPath: string }) {
  const { user, isAdmin } = useCurrentUser();
  const logout = useLogout();
  const mainNav = useMainNav() ?? [];
  const more = useMoreNav();
  const close = () => onOpenChange(false);
  const { pathname, search } = useLocation();
  const activeTo = activeNavLink([...mainNav, ...more, ...ACCOUNT_NAV], pathname, search);

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" side="left" className="w-80">
      <nav aria-label="Mobile" className="flex flex-col px-2 py-3" data-testid="mobile-menu">
        {mainNav.map((item) => (
          <MobileLink key={item.to} item={item} active={item.to === activeTo} onClick={close} />
        ))}
        {more.length > 0 ? (
          <>
            <p className="mt-3 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground" aria-hidden="true">
              More
            </p>
            {more.map((item) => (
              <MobileLink key={item.to} item={item} active={item.to === activeTo} onClick={close} />
            ))}
          </>
        ) : null}
      </nav>
      <div className="mt-auto space-y-4 border-t border-border px-4 py-4">
        {user ? (
          <div className="space-y-3">
            <div>
              <p className="truncate text-sm font-semibold">{displayName(user)}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
            <div className="-mx-2 flex flex-col">
              {ACCOUNT_NAV.map((item) => (
                <MobileLink key={item.to} item={item} active={item.to === activeTo} onClick={close} />
              ))}
            </div>
            <Button
              variant="outline"
              className="w-full"
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              <LogOut aria-hidden="true" />
              Log Out
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Link
              to={loginPath(currentPath)}
              onClick={close}
              aria-current={pathname === '/login' ? 'page' : undefined}
              className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              <LogIn className="size-4" aria-hidden="true" />
              Log In
            </Link>
            <Link
              to="/register"
              onClick={close}
              aria-current={pathname === '/register' ? 'page' : undefined}
              className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
            >
              <UserPlus className="size-4" aria-hidden="true" />
              Register
            </Link>
          </div>
        )}
        <ThemeChoice className="w-full justify-between" />
        {isAdmin ? <AdminViewSwitch id="admin-view-switch-mobile" /> : null}
      </div>
    </Sheet>
  );
}
