import { Moon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge, Switch, Tooltip, cn, initials, isPageEnabled, useArtistProfile, usePageSettings, useTheme } from '@artshop/ui';
import { ADMIN_NAV, isNavItemActive, type AdminNavItem } from '../nav';

function ArtistAvatar({ src, name, size }: { src: string | undefined; name: string; size: 'sm' | 'lg' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = size === 'lg' ? 'size-12 text-base' : 'size-9 text-xs';
  if (!src || failed === src) {
    return (
      <span
        aria-hidden="true"
        className={cn('flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground', classes)}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      decoding="async"
      className={cn('shrink-0 rounded-full object-cover', classes)}
      onError={() => setFailed(src)}
      data-testid="sidebar-profile-image"
    />
  );
}

function NavItem({
  item,
  collapsed,
  active,
  enabled,
  onNavigate,
}: {
  item: AdminNavItem;
  collapsed: boolean;
  active: boolean;
  enabled: boolean | null;
  onNavigate?: () => void;
}) {
  const status = enabled === null ? null : enabled ? 'Enabled' : 'Disabled';
  const link = (
    <Link
      to={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${item.href.slice(1).replace(/\//g, '-')}`}
      className={cn(
        'flex items-center gap-3 rounded-md py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        collapsed ? 'justify-center px-0' : 'px-3',
        active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <item.Icon className="size-4 shrink-0" aria-hidden="true" />
      {collapsed ? (
        <span className="sr-only">
          {item.label}
          {status ? ` (${status})` : ''}
        </span>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          {status ? (
            <Badge variant={enabled ? 'success' : 'secondary'} className="px-2 text-[10px]" data-testid={`page-status-${item.page}`}>
              {status}
            </Badge>
          ) : null}
        </>
      )}
    </Link>
  );
  return (
    <li>
      <Tooltip
        disabled={!collapsed}
        content={
          <span className="flex items-center gap-2">
            {item.label}
            {status ? <Badge variant={enabled ? 'success' : 'secondary'}>{status}</Badge> : null}
          </span>
        }
      >
        {link}
      </Tooltip>
    </li>
  );
}

/** The sidebar's content, shared by the desktop column and the mobile overlay. */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { artistName, profileImage, isLoading } = useArtistProfile();
  const pageSettings = usePageSettings();
  const { resolvedTheme, setTheme } = useTheme();
  const { pathname } = useLocation();

  const darkSwitch = (
    <Switch
      id={collapsed ? 'dark-mode-collapsed' : onNavigate ? 'dark-mode-mobile' : 'dark-mode'}
      checked={resolvedTheme === 'dark'}
      onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      aria-label="Dark mode"
      data-testid="dark-mode-switch"
    />
  );

  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex items-center gap-3 border-b border-border py-3', collapsed ? 'justify-center px-2' : 'px-4')}>
        <ArtistAvatar src={profileImage} name={artistName} size={collapsed ? 'sm' : 'lg'} />
        {collapsed ? null : (
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="sidebar-artist-name">
              {isLoading ? '\u00a0' : artistName}
            </p>
            <p className="text-xs text-muted-foreground">Artist &amp; Creator</p>
          </div>
        )}
      </div>
      <nav aria-label="Admin" className={cn('flex-1 overflow-y-auto py-3', collapsed ? 'px-2' : 'px-3')}>
        {ADMIN_NAV.map((group) => (
          <div key={group.label ?? 'main'} className="mb-3">
            {group.label ? (
              collapsed ? (
                <div className="mx-2 mb-2 border-t border-border" role="presentation" />
              ) : (
                <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{group.label}</p>
              )
            ) : null}
            <ul className="space-y-0.5" aria-label={group.label ?? 'Main'}>
              {group.items.map((item) => (
                <NavItem
                  key={item.href}
                  item={item}
                  collapsed={collapsed}
                  active={isNavItemActive(pathname, item.href)}
                  enabled={item.page && pageSettings.data ? isPageEnabled(pageSettings.data, item.page) : null}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={cn('border-t border-border py-3', collapsed ? 'flex justify-center px-2' : 'px-4')}>
        {collapsed ? (
          // The tooltip trigger sets its own data-state, so it wraps the switch instead of becoming it.
          <Tooltip content="Dark mode">
            <span className="inline-flex">{darkSwitch}</span>
          </Tooltip>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={onNavigate ? 'dark-mode-mobile' : 'dark-mode'} className="flex items-center gap-2 text-sm font-medium">
              <Moon className="size-4" aria-hidden="true" />
              Dark mode
            </label>
            {darkSwitch}
          </div>
        )}
      </div>
    </div>
  );
}
