import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ThemeSettings } from '@artshop/contracts';
import { Input } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { pickerValue, type ColorName, type ThemeValues } from '../theme-form';

/** A colour picker and its hex code, one value: picking writes the code, typing a code moves the picker. */
export function ColorField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<ThemeValues, unknown, ThemeSettings>;
  name: ColorName;
  label: string;
  hint: string;
}) {
  const { id, field, error } = fieldHelpers(form, 'theme');
  const value = useWatch({ control: form.control, name }) ?? '';
  return (
    <FormField label={label} htmlFor={id(name)} hint={hint} error={error(name)}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={pickerValue(value)}
          onChange={(event) => form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          data-testid={`theme-${name}-picker`}
        />
        <Input className="font-mono" autoComplete="off" spellCheck={false} maxLength={7} {...field(name)} />
      </div>
    </FormField>
  );
}
