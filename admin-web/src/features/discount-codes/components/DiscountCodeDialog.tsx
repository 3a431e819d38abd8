import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { PRODUCT_KINDS, PRODUCT_KIND_LABELS, discountCodeInputSchema, type DiscountCode, type DiscountCodeInput, type ProductKind } from '@artshop/contracts';
import { Dialog, Input, LoadError, NativeSelect, Skeleton, toast } from '@artshop/ui';
import { useBusinessSettings } from '../../../shared/business-settings';
import { DialogForm } from '../../../shared/components/DialogForm';
import { CheckboxField, FormField, fieldHelpers } from '../../../shared/components/FormField';
import { FormSwitchRow } from '../../../shared/components/SwitchRow';
import { fromZoneInput, toZoneInput } from '../../../shared/local-time';
import { MARKED_FIELDS_TOAST, isUnauthorized, reportSaveFailure } from '../../../shared/server-errors';
import { useDropChoices, useSaveDiscountCode } from '../hooks';

/** The dialog's fields as typed: amounts and counts as text, times as datetime-local values in the shop's time zone. */
interface Values {
  code: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  amountOff: string;
  productKinds: ProductKind[];
  membersOnly: boolean;
  dropId: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

function valuesOf(code: DiscountCode | null, timeZone: string): Values {
  return {
    code: code?.code ?? '',
    kind: code?.amountOff ? 'amount' : 'percent',
    percentOff: text(code?.percentOff ?? null),
    amountOff: code?.amountOff ?? '',
    productKinds: code?.productKinds ?? [],
    membersOnly: code?.membersOnly ?? false,
    dropId: code?.dropId ?? '',
    minSubtotal: code?.minSubtotal ?? '',
    startsAt: code?.startsAt ? toZoneInput(code.startsAt, timeZone) : '',
    endsAt: code?.endsAt ? toZoneInput(code.endsAt, timeZone) : '',
    maxUses: text(code?.maxUses ?? null),
    maxUsesPerCustomer: text(code?.maxUsesPerCustomer ?? null),
    active: code?.active ?? true,
  };
}

const checkWithContract = zodResolver(discountCodeInputSchema);

/** The contract's check, on what the fields mean: only the chosen kind of amount, times as instants (read in `timeZone`). */
const resolverIn =
  (timeZone: string): Resolver<Values, unknown, DiscountCodeInput> =>
  (values, context, options) =>
    checkWithContract(
      {
        ...values,
        percentOff: values.kind === 'percent' ? values.percentOff : '',
        amountOff: values.kind === 'amount' ? values.amountOff : '',
        startsAt: fromZoneInput(values.startsAt, timeZone),
        endsAt: fromZoneInput(values.endsAt, timeZone),
      } as never,
      context,
      options as never,
    ) as never;

interface DialogProps {
  open: boolean;
  code: DiscountCode | null;
  onOpenChange: (open: boolean) => void;
  onUnauthorized: () => void;
}

const titleOf = (code: DiscountCode | null) => (code ? 'Edit Discount Code' : 'Add Discount Code');

/**
 * Add a discount code (none given) or edit one: its text, what it takes off, what it is limited to,
 * when and how often it can be used. Its times are entered and shown in the shop's time zone (Business
 * Settings), whatever the browser's: the form waits for the settings, so it never starts in another zone.
 * Mounted afresh for each opening (the page gives it a new key); success closes it.
 */
export function DiscountCodeDialog(props: DialogProps) {
  const settings = useBusinessSettings();
  if (settings.isSuccess) return <DiscountCodeForm {...props} timeZone={settings.data.timeZone} />;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={titleOf(props.code)} className="max-w-2xl" data-testid="discount-dialog-loading">
      {settings.isError ? (
        <LoadError what="the shop's time zone" error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </Dialog>
  );
}

/** The dialog's form, its times in `timeZone`. */
function DiscountCodeForm({ open, code, onOpenChange, onUnauthorized, timeZone }: DialogProps & { timeZone: string }) {
  const editing = code !== null;
  const resolver = useMemo(() => resolverIn(timeZone), [timeZone]);
  const form = useForm<Values, unknown, DiscountCodeInput>({ resolver, defaultValues: valuesOf(code, timeZone) });
  const { field, error, id } = fieldHelpers(form, 'discount');
  const save = useSaveDiscountCode();
  const drops = useDropChoices();
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <DialogForm
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={save.isPending}
      title={titleOf(code)}
      description={
        editing ? `Changes to ${code.code} apply to checkouts from now on; orders keep their discount.` : 'A code shoppers type at checkout for money off.'
      }
      name="discount"
      saveLabel={editing ? 'Update Code' : 'Create Code'}
      onValid={(input) =>
        save.mutate(
          { id: code?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast({ variant: 'success', title: editing ? `${saved.code} updated` : `${saved.code} created` });
              onOpenChange(false);
            },
            onError: (failure) => {
              if (isUnauthorized(failure)) onUnauthorized();
              reportSaveFailure(form, failure, { failed: 'Failed to save the code. Please try again.', conflictFields: ['code'] });
            },
          },
        )
      }
      onInvalid={() => toast(MARKED_FIELDS_TOAST)}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Code" htmlFor={id('code')} hint="Shoppers may type it in any case." error={error('code')}>
          <Input autoComplete="off" spellCheck={false} placeholder="SPRING10" className="uppercase" {...field('code')} />
        </FormField>
        <FormField label="Discount" htmlFor={id('kind')}>
          <NativeSelect id={id('kind')} {...form.register('kind')}>
            <option value="percent">Percentage off</option>
            <option value="amount">Amount off</option>
          </NativeSelect>
        </FormField>
        {kind === 'amount' ? (
          <FormField label="Amount off" htmlFor={id('amountOff')} error={error('amountOff') ?? error('percentOff')}>
            <Input type="number" inputMode="decimal" min="0" step="0.01" {...field('amountOff')} />
          </FormField>
        ) : (
          <FormField label="Percentage off" htmlFor={id('percentOff')} hint="1 to 100." error={error('percentOff')}>
            <Input type="number" inputMode="numeric" min="1" max="100" step="1" {...field('percentOff')} />
          </FormField>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Product types</legend>
        <p className="text-xs text-muted-foreground">None ticked: every work in the cart.</p>
        <Controller
          control={form.control}
          name="productKinds"
          render={({ field: kinds }) => (
            <div className="flex flex-wrap gap-5">
              {PRODUCT_KINDS.map((productKind) => (
                <CheckboxField
                  key={productKind}
                  id={id(`kind-${productKind}`)}
                  label={PRODUCT_KIND_LABELS[productKind]}
                  checked={kinds.value.includes(productKind)}
                  onChange={(event) =>
                    kinds.onChange(event.target.checked ? [...kinds.value, productKind] : kinds.value.filter((chosen) => chosen !== productKind))
                  }
                />
              ))}
            </div>
          )}
        />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Drop" htmlFor={id('dropId')} hint="Only the works of this drop." error={error('dropId')}>
          <NativeSelect id={id('dropId')} {...form.register('dropId')}>
            <option value="">Any work</option>
            {(drops.data ?? []).map((drop) => (
              <option key={drop.id} value={drop.id}>
                {drop.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Minimum order" htmlFor={id('minSubtotal')} hint="The goods in the cart, before shipping and tax." error={error('minSubtotal')}>
          <Input type="number" inputMode="decimal" min="0" step="0.01" placeholder="None" {...field('minSubtotal')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="membersOnly"
        render={({ field: members }) => (
          <CheckboxField
            id={id('membersOnly')}
            label="Mail Club members only"
            hint="Shoppers must be signed in with a Mail Club membership."
            checked={members.value}
            onChange={(event) => members.onChange(event.target.checked)}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={`Starts (${timeZone})`} htmlFor={id('startsAt')} hint="Empty: now." error={error('startsAt')}>
          <Input type="datetime-local" {...field('startsAt')} />
        </FormField>
        <FormField label={`Ends (${timeZone})`} htmlFor={id('endsAt')} hint="Empty: no end." error={error('endsAt')}>
          <Input type="datetime-local" {...field('endsAt')} />
        </FormField>
        <p
          className="text-xs text-muted-foreground sm:col-span-2"
          data-testid="discount-time-zone"
        >{`The shop's time zone: ${timeZone} (Business Settings)`}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Total uses" htmlFor={id('maxUses')} hint="Empty: no limit." error={error('maxUses')}>
          <Input type="number" inputMode="numeric" min="1" step="1" {...field('maxUses')} />
        </FormField>
        <FormField
          label="Uses per customer"
          htmlFor={id('maxUsesPerCustomer')}
          hint="Per account, or per e-mail address for guests. Empty: no limit."
          error={error('maxUsesPerCustomer')}
        >
          <Input type="number" inputMode="numeric" min="1" step="1" {...field('maxUsesPerCustomer')} />
        </FormField>
      </div>
      <FormSwitchRow
        control={form.control}
        name="active"
        fallback={true}
        id="discount-active-switch"
        label="Active"
        hint="Off: shoppers cannot use it; orders keep their discount."
      />
    </DialogForm>
  );
}
