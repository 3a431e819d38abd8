import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme, useThemeSettings, type Theme, cn } from '@artshop/ui';

export const THEME_OPTIONS: readonly { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** Whether the artist's theme lets visitors switch to dark colours (its dark mode setting; offered until it is read). */
export function useDarkModeOffered(): boolean {
  return useThemeSettings().data?.darkMode !== false;
}

/** Light / dark / system as a segmented control (used in the mobile menu). */
export function ThemeChoice({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  if (!useDarkModeOffered()) return null;
  return (
    <div role="radiogroup" aria-label="Theme" className={cn('inline-flex rounded-md border border-border p-1', className)}>
      {THEME_OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            theme === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
