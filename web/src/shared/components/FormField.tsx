import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldError, Input, Label, cn } from '@artshop/ui';

/** A labelled input of a react-hook-form form, with its message under it. */
export function FormField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  id,
  label,
  className,
  ...input
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        data-testid={id}
        {...input}
        {...form.register(name)}
      />
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}
