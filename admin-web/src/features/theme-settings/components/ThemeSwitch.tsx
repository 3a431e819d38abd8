import { Controller, type Control } from 'react-hook-form';
import type { ThemeSettings } from '@artshop/contracts';
import { SwitchRow } from '../../../shared/components/SwitchRow';
import type { ThemeValues } from '../theme-form';

/** One of the theme's switches (dark mode, the footer) with what it does. */
export function ThemeSwitch({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ThemeValues, unknown, ThemeSettings>;
  name: 'darkMode' | 'footerEnabled';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchRow id={`theme-${name}`} label={label} hint={hint} checked={field.value === true} onChange={field.onChange} />}
    />
  );
}
