import type { PageName } from '@artshop/contracts';
import {
  Bell,
  Briefcase,
  Calendar,
  ChartLine,
  Contact,
  FileText,
  History,
  House,
  Frame,
  Image,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Newspaper,
  Package,
  Palette,
  Receipt,
  Repeat,
  Rocket,
  Send,
  Share2,
  Tags,
  TicketPercent,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  /** Path inside the admin app (the router's basename '/admin' is added by the links). */
  href: string;
  Icon: LucideIcon;
  /** For the Pages group: the page-settings key whose Enabled/Disabled badge is shown. */
  page?: PageName;
}

export interface AdminNavGroup {
  label: string | null;
  items: readonly AdminNavItem[];
}

/** The sidebar. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: null,
    items: [
      { label: 'Dashboard', href: '/dashboard', Icon: LayoutDashboard },
      { label: 'Reports', href: '/reports', Icon: ChartLine },
      { label: 'Product Listings', href: '/products', Icon: Package },
      { label: 'Drops', href: '/drops', Icon: Rocket },
      { label: 'Customers', href: '/customers', Icon: Users },
      { label: 'Orders', href: '/orders', Icon: Receipt },
      { label: 'Discount codes', href: '/discount-codes', Icon: TicketPercent },
      { label: 'Subscriptions', href: '/subscriptions', Icon: Repeat },
      { label: 'Messages', href: '/messages', Icon: MessageSquare },
      // The outgoing-mail log (the development mailbox without SMTP) and the newsletter list.
      { label: 'Mailbox', href: '/mailbox', Icon: Inbox },
      { label: 'Newsletter', href: '/subscribers', Icon: Newspaper },
      { label: 'Campaigns', href: '/campaigns', Icon: Send },
      { label: 'Mail Club', href: '/mail-club', Icon: Mail },
      { label: 'Categories & Tags', href: '/categories', Icon: Tags },
    ],
  },
  {
    label: 'Pages',
    items: [
      { label: 'Home', href: '/home', Icon: House, page: 'home' },
      { label: 'Bio', href: '/bio', Icon: UserRound, page: 'bio' },
      { label: 'Gallery', href: '/gallery', Icon: Image, page: 'gallery' },
      // The storefront's art wall has no switch: its rooms are its content.
      { label: 'Art Wall Rooms', href: '/art-wall-rooms', Icon: Frame },
      { label: 'Events', href: '/events', Icon: Calendar, page: 'events' },
      { label: 'CV', href: '/cv', Icon: FileText, page: 'cv' },
      { label: 'Contact', href: '/contact', Icon: Contact, page: 'contact' },
    ],
  },
  {
    label: 'Site Settings',
    items: [
      { label: 'Artist Account', href: '/settings/artist', Icon: UserCog },
      { label: 'Business', href: '/settings/business', Icon: Briefcase },
      { label: 'Notifications', href: '/settings/notifications', Icon: Bell },
      { label: 'Theme', href: '/settings/theme', Icon: Palette },
      { label: 'Social Media', href: '/settings/social', Icon: Share2 },
      { label: 'Activity', href: '/activity', Icon: History },
    ],
  },
];

/**
 * An item is active when the route equals its href or starts with href + '/' (case-insensitive,
 * like the routes). The admin root shows the dashboard, so it activates the Dashboard item.
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const target = href.toLowerCase();
  if (target === '/dashboard' && path === '/') return true;
  return path === target || path.startsWith(`${target}/`);
}
