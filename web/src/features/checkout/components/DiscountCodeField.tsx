import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ShippingMethod } from '@artshop/contracts';
import { Button, Input, getErrorMessage } from '@artshop/ui';
import { useApplyDiscountCode } from '../hooks';

/**
 * 'Discount code' under the order's lines: Apply asks the server for the totals with the code, which
 * answers its discount (the code is then applied to every quote and to the payment) or why it does
 * not apply, shown under the field. An applied code shows with a way to remove it.
 */
export function DiscountCodeField({
  applied,
  country,
  shippingMethod,
  refusal,
  onApplied,
  onRemoved,
}: {
  applied: string | null;
  country: string;
  shippingMethod: ShippingMethod | undefined;
  /** Why the applied code no longer applies (a later quote or the payment's start refused it). */
  refusal: string | null;
  onApplied: (code: string) => void;
  onRemoved: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const apply = useApplyDiscountCode();
  const message = apply.isError ? getErrorMessage(apply.error, 'This code could not be checked. Please try again.') : refusal;

  if (applied && !refusal)
    return (
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4 text-sm" data-testid="discount-applied">
        <p className="flex items-center gap-2">
          <TicketPercent className="size-4" aria-hidden="true" />
          <span>
            Code <span className="font-mono font-medium">{applied}</span> applied
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={onRemoved} data-testid="discount-remove">
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
    );

  return (
    <form
      className="mt-4 space-y-2 border-t border-border pt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = typed.trim();
        if (!code) return;
        apply.mutate(
          { code, country, shippingMethod },
          {
            onSuccess: (quote) => {
              setTyped('');
              onApplied(quote.discount?.code ?? code.toUpperCase());
            },
          },
        );
      }}
      data-testid="discount-form"
    >
      <label htmlFor={id} className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (apply.isError) apply.reset();
          }}
          autoComplete="off"
          spellCheck={false}
          className="uppercase"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          data-testid="discount-input"
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || typed.trim() === ''} aria-busy={apply.isPending} data-testid="discount-apply">
          {apply.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Apply
        </Button>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive" data-testid="discount-error">
          {message}
        </p>
      ) : null}
    </form>
  );
}
