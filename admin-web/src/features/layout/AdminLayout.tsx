import { Bell, ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Sheet,
  Switch,
  TooltipProvider,
  buttonClasses,
  cn,
  useArtistProfile,
  useCurrentUser,
  useOpenAt,
} from '@artshop/ui';
import { liveSiteTarget } from '../../shared/paths';
import { useUnreadCount } from '../../shared/unread-messages';
import { SidebarContent } from './components/Sidebar';
import { useLogout, useProfileImageUpdates } from './hooks';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/** Admin/live view switch: turning admin off loads the matching live page. */
function LiveSwitch({ pathname }: { pathname: string }) {
  const [admin, setAdmin] = useState(true);
  return (
    <div className="flex items-center gap-2 text-xs font-medium">
      <span className={admin ? 'text-muted-foreground' : 'text-foreground'} aria-hidden="true">
        Live
      </span>
      <Switch
        checked={admin}
        aria-label="Admin view"
        data-testid="live-switch"
        onCheckedChange={(checked) => {
          if (checked) return;
          setAdmin(false);
          window.location.assign(liveSiteTarget(pathname));
        }}
      />
      <span className={admin ? 'text-foreground' : 'text-muted-foreground'} aria-hidden="true">
        Admin
      </span>
    </div>
  );
}

/** The notification button: unread messages waiting in the inbox, one click away. */
function NotificationsLink() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = count === 0 ? 'Messages: none unread' : `Messages: ${count} unread`;
  return (
    <Link
      to="/messages"
      className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'relative')}
      aria-label={label}
      title={label}
      data-testid="notifications"
    >
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-destructive-foreground"
          data-testid="notifications-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

function UserMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account" data-testid="admin-user-menu">
          <UserRound className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user ? (
          <>
            <DropdownMenuLabel>
              <span className="block text-xs font-normal text-muted-foreground">Signed in as</span>
              <span className="block truncate font-medium">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <a href="/">
            <ExternalLink aria-hidden="true" />
            View live site
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="logout" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The shared admin layout: sidebar (collapsible on desktop, overlay on mobile) and top bar. */
export function AdminLayout() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const { pathname } = useLocation();
  // The phone menu closes with any navigation.
  const [mobileOpen, setMobileOpen] = useOpenAt(pathname);
  const { artistName, isLoading } = useArtistProfile();
  useProfileImageUpdates();

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh">
        <aside
          data-testid="admin-sidebar"
          data-collapsed={collapsed ? 'true' : 'false'}
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 border-r border-border bg-card transition-[width] duration-200 motion-reduce:transition-none lg:block',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <SidebarContent collapsed={collapsed} />
        </aside>
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen} title="Admin menu" hideTitle side="left" widthClassName="w-72 max-w-[85vw]" className="p-0">
          <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur sm:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Open menu"
              aria-expanded={mobileOpen}
              aria-haspopup="dialog"
              data-testid="admin-menu-button"
              onClick={() => setMobileOpen(true)}
            >
              <Menu className="size-5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="max-lg:hidden"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-pressed={collapsed}
              data-testid="sidebar-collapse"
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <PanelLeftOpen className="size-5" aria-hidden="true" /> : <PanelLeftClose className="size-5" aria-hidden="true" />}
            </Button>
            <p className="min-w-0 truncate text-base font-semibold sm:text-lg" data-testid="studio-title">
              {isLoading ? 'Studio' : `${artistName} Studio`}
            </p>
            <div className="ml-auto flex items-center gap-2 sm:gap-3">
              <LiveSwitch pathname={pathname} />
              <NotificationsLink />
              <UserMenu />
            </div>
          </header>
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
