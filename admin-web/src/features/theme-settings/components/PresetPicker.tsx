import { THEME_PRESETS, type ThemeColors } from '@artshop/contracts';
import { cn } from '@artshop/ui';
import { isPresetActive, presetTestId } from '../theme-form';

/** The colour presets, the one the colours match pressed; choosing one sets the five colours. */
export function PresetPicker({ colors, onPick }: { colors: ThemeColors | null; onPick: (preset: ThemeColors) => void }) {
  return (
    <div>
      <p className="text-sm font-medium" id="theme-presets-label">
        Presets
      </p>
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby="theme-presets-label">
        {THEME_PRESETS.map((preset) => {
          const active = isPresetActive(colors, preset.colors);
          return (
            <button
              key={preset.name}
              type="button"
              aria-pressed={active}
              onClick={() => onPick(preset.colors)}
              className={cn(
                'inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted',
                active ? 'border-foreground' : 'border-border',
              )}
              data-testid={presetTestId(preset.name)}
            >
              <span className="flex" aria-hidden="true">
                {(['primaryColor', 'accentColor', 'secondaryColor', 'backgroundColor'] as const).map((name) => (
                  <span key={name} className="-ml-1 size-4 rounded-full border border-border first:ml-0" style={{ background: preset.colors[name] }} />
                ))}
              </span>
              {preset.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
