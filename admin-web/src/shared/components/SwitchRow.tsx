import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Label, Switch } from '@artshop/ui';

/** A form's on/off choice: its label and a hint on the left, the switch on the right (the hint describes the switch). */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} data-testid={id} />
    </div>
  );
}

/** A SwitchRow for a yes/no field of a react-hook-form form; `fallback` while the field has no value. */
export function FormSwitchRow<Values extends FieldValues>({
  control,
  name,
  fallback,
  ...row
}: {
  // Any form with these values, whatever its context and output.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, any, any>;
  name: Path<Values>;
  fallback: boolean;
  id: string;
  label: string;
  hint: string;
}) {
  return (
    <Controller control={control} name={name} render={({ field }) => <SwitchRow {...row} checked={field.value ?? fallback} onChange={field.onChange} />} />
  );
}
