import { ChevronDown, Menu, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, ProductImage, Skeleton, buttonClasses, cn, useCurrentUser, useOpenAt, useSiteName, useThemeSettings } from '@artshop/ui';
import { cartCount } from '../../../shared/cart/cart';
import { useCart } from '../../../shared/cart/hooks';
import { DeferredMenu } from '../../../shared/components/DeferredMenu';
import { activeNavLink, useMainNav, useMoreNav } from '../nav';
import { ProfileButton } from './ProfileButton';
import { DeferredSocialLinks } from './DeferredSocialLinks';

// The slide-out menu (Radix Dialog) loads when first opened, or when the pointer or focus reaches its button.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
// The account and More menus (Radix DropdownMenu) likewise, when first opened (DeferredMenu).
const loadProfileMenu = () => import('./ProfileMenu');
const ProfileMenu = lazy(() => loadProfileMenu().then((module) => ({ default: module.ProfileMenu })));
const loadMoreMenu = () => import('./MoreMenu');
const MoreMenu = lazy(() => loadMoreMenu().then((module) => ({ default: module.MoreMenu })));
// Admins only: its Radix Switch is no visitor's download.
const AdminViewSwitch = lazy(() => import('./AdminViewSwitch').then((module) => ({ default: module.AdminViewSwitch })));

const navLinkClasses = (active: boolean) =>
  cn(
    // On one line: with the artist's categories the row is full at the narrowest desktop width.
    'whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium transition-colors hover:text-foreground xl:px-3',
    active ? 'text-foreground underline decoration-accent decoration-2 underline-offset-8' : 'text-muted-foreground',
  );

/** Bio, Gallery, Events, CV: only the pages the artist has enabled; no menu when none is. */
function MoreNav() {
  const items = useMoreNav();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const active = items.some((item) => pathname.toLowerCase().startsWith(item.to));
  const trigger = (
    <button type="button" className={cn(navLinkClasses(active), 'inline-flex items-center gap-1')} data-testid="more-menu">
      More
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <DeferredMenu load={loadMoreMenu} trigger={trigger}>
      {(button) => <MoreMenu trigger={button} items={items} />}
    </DeferredMenu>
  );
}

/** Whether the window is at least `minWidth` wide, following resizes. */
function useWideWindow(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    // The server's page, and hydration, assume a narrow window; a wide one adds its social icons next.
    () => false,
  );
}

/** The cart icon with the number of items in the cart (the sum of quantities). */
function CartLink() {
  const count = cartCount(useCart().data);
  return (
    <Link
      to="/checkout"
      aria-label={count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping cart'}
      data-testid="cart-link"
      className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute right-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold leading-none text-accent-foreground tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** The theme's logo (a 40 px square, so nothing moves when it arrives) and the site name, leading home. */
function SiteMark({ className }: { className?: string }) {
  const { siteName, isLoading } = useSiteName();
  const logo = useThemeSettings().data?.customLogo;
  return (
    <Link
      to="/"
      className={cn('font-display flex min-w-0 items-center gap-2.5 rounded text-lg font-semibold tracking-tight sm:text-xl', className)}
      aria-label={isLoading ? 'Home' : `${siteName} — home`}
      data-testid="site-name"
    >
      {logo ? (
        <ProductImage src={logo} alt="" width={40} height={40} sizes="40px" priority className="size-10 shrink-0 object-contain" data-testid="site-logo" />
      ) : null}
      {isLoading ? <Skeleton className="h-6 w-32" /> : <span className="truncate">{siteName}</span>}
    </Link>
  );
}

export function Header() {
  const mainNav = useMainNav();
  const { isAdmin } = useCurrentUser();
  // The header has room for the social icons only on wide screens; elsewhere they are not even asked for.
  const wide = useWideWindow(1280);
  const location = useLocation();
  const activeTo = mainNav ? activeNavLink(mainNav, location.pathname, location.search) : undefined;
  // A navigation (back/forward included) always closes the mobile menu.
  const [menuOpen, setMenuOpen] = useOpenAt(location.pathname);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      {/*
        The header-* classes let the theme's stylesheet lay the header out before the first paint (its
        'centered' layout: the name centred, the links on a row below), so nothing moves once the app runs.
      */}
      <div className="header-row relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8 xl:gap-6">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          data-testid="mobile-menu-button"
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
        <SiteMark className="header-mark" />
        <nav aria-label="Main" className="header-links hidden flex-1 items-center justify-center gap-0.5 lg:flex xl:gap-1" data-testid="main-nav">
          {mainNav?.map((item) => {
            const active = item.to === activeTo;
            return (
              <Link key={item.to} to={item.to} aria-current={active ? 'page' : undefined} className={navLinkClasses(active)}>
                {item.label}
              </Link>
            );
          })}
          {mainNav ? <MoreNav /> : null}
        </nav>
        <div className="header-actions ml-auto flex items-center gap-1 lg:ml-0">
          {wide ? <DeferredSocialLinks place="header" /> : null}
          {isAdmin ? (
            // The wrapper carries the breakpoint: the switch's own 'flex' would win over 'hidden'.
            <div className="mr-2 max-sm:hidden">
              <Suspense fallback={null}>
                <AdminViewSwitch />
              </Suspense>
            </div>
          ) : null}
          <CartLink />
          <DeferredMenu load={loadProfileMenu} trigger={<ProfileButton />}>
            {(button) => <ProfileMenu trigger={button} />}
          </DeferredMenu>
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} currentPath={location.pathname + location.search} />
        </Suspense>
      ) : null}
    </header>
  );
}
