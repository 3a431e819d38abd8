import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@artshop/ui';
import type { ShopState } from '../shop';

/** Grid or list, as two buttons of which one is pressed. */
export function ViewToggle({ view, onChange }: { view: ShopState['view']; onChange: (view: ShopState['view']) => void }) {
  const options = [
    { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
    { value: 'list', label: 'List view', Icon: List },
  ] as const;
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-md border border-input p-0.5">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          data-testid={`view-${value}`}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            view === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
