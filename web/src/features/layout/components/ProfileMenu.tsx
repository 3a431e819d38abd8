import { Heart, LogIn, LogOut, Package, Settings, User, UserPlus } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useCurrentUser,
  useTheme,
  type Theme,
} from '@artshop/ui';
import { displayName, loginPath } from '../../../shared/auth';
import { useLogout } from '../../../shared/logout';
import { ACCOUNT_NAV } from '../nav';
import { THEME_OPTIONS, useDarkModeOffered } from './ThemeChoice';

const ACCOUNT_ICONS: Record<string, typeof User> = { '/profile': Settings, '/favorites': Heart, '/orders': Package };

/**
 * The account menu: Log In / Register when signed out; name, e-mail, theme and Log Out when signed in.
 * Loaded when first opened (DeferredMenu), so it mounts open, around its button (ProfileButton).
 */
export function ProfileMenu({ trigger }: { trigger: ReactElement }) {
  const { user } = useCurrentUser();
  const { theme, setTheme } = useTheme();
  const darkModeOffered = useDarkModeOffered();
  const logout = useLogout();
  const location = useLocation();
  const name = user ? displayName(user) : '';

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {user ? (
          <>
            <DropdownMenuLabel>
              <span className="block truncate font-semibold" data-testid="user-name">
                {name}
              </span>
              <span className="block truncate text-xs font-normal text-muted-foreground" data-testid="user-email">
                {user.email}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ACCOUNT_NAV.map(({ label, to }) => {
              const Icon = ACCOUNT_ICONS[to] ?? User;
              return (
                <DropdownMenuItem key={to} asChild>
                  <Link to={to}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </DropdownMenuItem>
              );
            })}
            <DropdownMenuSeparator />
          </>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <Link to={loginPath(location.pathname + location.search)} data-testid="login-link">
                <LogIn aria-hidden="true" />
                Log In
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/register" data-testid="register-link">
                <UserPlus aria-hidden="true" />
                Register
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        {darkModeOffered ? (
          <>
            <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Theme</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              {THEME_OPTIONS.map(({ value, label, Icon }) => (
                <DropdownMenuRadioItem key={value} value={value} data-testid={`theme-${value}`}>
                  <Icon aria-hidden="true" />
                  {label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        ) : null}
        {user ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem data-testid="logout" disabled={logout.isPending} onSelect={() => logout.mutate()}>
              <LogOut aria-hidden="true" />
              {logout.isPending ? 'Logging out…' : 'Log Out'}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
