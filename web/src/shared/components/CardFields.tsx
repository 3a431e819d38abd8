import { CreditCard } from 'lucide-react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { FieldError, Input, Label } from '@artshop/ui';
import { formatCardNumber, formatCvc, formatExpiry } from '../card';

/** The card fields' values, as the hosted pages' forms name them. */
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export const CARD_FIELD_NAMES = ['cardNumber', 'expiry', 'cvc'] as const;

const FIELDS: Record<keyof CardValues, { id: string; label: string; autoComplete: string; placeholder: string; format: (value: string) => string }> = {
  cardNumber: { id: 'card-number', label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: { id: 'card-expiry', label: 'Expiration (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry },
  cvc: { id: 'card-cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: 'CVC', format: formatCvc },
};

/** Card number, expiry and CVC, shaped as they are typed: the cart's card form and the local provider's hosted pages. */
export function CardFields<T extends FieldValues & CardValues>({ control, errors }: { control: Control<T>; errors: FieldErrors<T> }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      {CARD_FIELD_NAMES.map((name) => {
        const field = FIELDS[name];
        const message = errors[name]?.message as string | undefined;
        return (
          <div key={name} className={name === 'cardNumber' ? 'col-span-2 space-y-2' : 'space-y-2'}>
            <Label htmlFor={field.id}>{field.label}</Label>
            <Controller
              control={control}
              name={name as Path<T>}
              render={({ field: input }) => (
                <div className="relative">
                  <Input
                    id={field.id}
                    ref={input.ref}
                    name={input.name}
                    value={input.value as string}
                    onBlur={input.onBlur}
                    onChange={(event) => input.onChange(field.format(event.target.value))}
                    inputMode="numeric"
                    autoComplete={field.autoComplete}
                    placeholder={field.placeholder}
                    spellCheck={false}
                    aria-required="true"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${field.id}-error` : undefined}
                    className={name === 'cardNumber' ? 'pl-10 tabular-nums' : 'tabular-nums'}
                    data-testid={field.id}
                  />
                  {name === 'cardNumber' ? (
                    <CreditCard className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                  ) : null}
                </div>
              )}
            />
            <FieldError id={`${field.id}-error`}>{message}</FieldError>
          </div>
        );
      })}
    </div>
  );
}
