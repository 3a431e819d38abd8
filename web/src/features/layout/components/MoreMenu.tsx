import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@artshop/ui';
import type { NavItem } from '../nav';

/** The header's More menu (Bio, Gallery, Events, CV), loaded when first opened (DeferredMenu): it mounts open. */
export function MoreMenu({ trigger, items }: { trigger: ReactElement; items: readonly NavItem[] }) {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-[10rem]">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
