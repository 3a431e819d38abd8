import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FieldError, Label, cn } from '@artshop/ui';

/** A field path ('pricingTiers.0.price') → its message in react-hook-form's nested errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Ids, registration and error texts for a form's fields: each input is tied to its label (id) and
 * to its error (aria-describedby, aria-invalid), the way a screen reader expects. Any form will do
 * (whatever its output type): only its fields are read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its context and output types
export function fieldHelpers<T extends FieldValues>(form: UseFormReturn<T, any, any>, prefix: string) {
  const { errors } = form.formState;
  const id = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  return {
    id,
    /** Props for an input registered with react-hook-form. */
    field: (path: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({ ...describedBy(id(path), errorAt(errors, path)), ...form.register(path, options) }),
    /** The same accessibility props for a control that is not registered (a select driven by state). */
    describedBy: (path: string) => describedBy(id(path), errorAt(errors, path)),
    error: (path: string) => <FieldError id={`${id(path)}-error`}>{errorAt(errors, path)}</FieldError>,
  };
}

function describedBy(id: string, message: string | undefined) {
  return { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined } as const;
}

/** Label, control, an optional hint and the error text, stacked. */
export function FormField({
  label,
  htmlFor,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error}
    </div>
  );
}

/** A checkbox with its label beside it (native, so keyboard and screen readers need nothing more). */
export function CheckboxField({ id, label, hint, ...props }: { id: string; label: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input type="checkbox" id={id} className="mt-0.5 size-4 shrink-0 accent-primary" {...props} />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </div>
  );
}
