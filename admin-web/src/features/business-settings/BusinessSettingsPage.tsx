import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Percent, Truck } from 'lucide-react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { CURRENCIES, TIME_ZONES, businessSettingsSchema, type BusinessSettings } from '@artshop/contracts';
import { Input, Label, NativeSelect, Switch } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useBusinessSettings, useSaveBusinessSettings } from './hooks';

type BusinessSettingsValues = z.input<typeof businessSettingsSchema>;
type SwitchName = 'shippingEnabled' | 'localPickup' | 'internationalShipping';

function SwitchField({ control, name, label, hint }: { control: Control<BusinessSettingsValues>; name: SwitchName; label: string; hint: string }) {
  const id = `business-${name}`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={`${id}-hint`} data-testid={id} />
        )}
      />
    </div>
  );
}

/** Business settings: who sells, the currency, the tax rate and the shipping rates checkout prices by. */
export function BusinessSettingsPage() {
  usePageTitle('Business Settings');
  const frame = useSettingsForm<BusinessSettingsValues, BusinessSettings>({
    settings: useBusinessSettings(),
    resolver: zodResolver(businessSettingsSchema),
    saved: 'Your business settings have been updated.',
    failed: 'Failed to save business settings. Please try again.',
  });
  const save = useSaveBusinessSettings(frame.saveCallbacks);
  const { form } = frame;
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? frame.settings.data?.currency ?? 'USD';

  const { id, field, error } = fieldHelpers(form, 'business');
  const text = (name: keyof BusinessSettingsValues & string, label: string, props: { autoComplete?: string; hint?: string; className?: string } = {}) => (
    <FormField label={label} htmlFor={id(name)} hint={props.hint} error={error(name)} className={props.className}>
      <Input autoComplete={props.autoComplete ?? 'off'} {...field(name)} />
    </FormField>
  );
  const amount = (name: 'freeShippingThreshold' | 'standardShippingRate' | 'expeditedShippingRate', label: string, hint: string) => (
    <FormField label={`${label} (${currency})`} htmlFor={id(name)} hint={hint} error={error(name)}>
      <Input type="text" inputMode="decimal" autoComplete="off" {...field(name)} />
    </FormField>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <SettingsHeader title="Business Settings" description="Your business details, and the currency, tax and shipping that checkout prices orders with." />

      <SettingsForm
        frame={frame}
        save={save}
        what="business settings"
        skeletonHeights={['h-72', 'h-40', 'h-80']}
        label="Business settings"
        testId="business-settings-form"
        saveTestId="business-settings-save"
      >
        <SettingsSection
          icon={<Building2 className="size-5 text-accent" aria-hidden="true" />}
          title="Business information"
          description="The name and address your business trades under."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {text('businessName', 'Business name', { autoComplete: 'organization' })}
            {text('taxId', 'Tax ID')}
          </div>
          {text('address', 'Address', { autoComplete: 'street-address' })}
          <div className="grid gap-5 sm:grid-cols-3">
            {text('city', 'City')}
            {text('state', 'State')}
            {text('zipCode', 'ZIP code')}
          </div>
          {text('country', 'Country', { hint: 'Where the shop ships from: any other country is international shipping.' })}
          <FormField
            label="Time zone"
            htmlFor={id('timeZone')}
            hint="Your days: reports, a day's packing slips and invoices, the packing view and the dashboard count days here."
            error={error('timeZone')}
          >
            <NativeSelect {...field('timeZone')}>
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </SettingsSection>

        <SettingsSection
          icon={<Percent className="size-5 text-accent" aria-hidden="true" />}
          title="Currency and tax"
          description="Prices, totals and receipts are shown in this currency."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Currency" htmlFor={id('currency')} error={error('currency')}>
              <NativeSelect {...field('currency')}>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Tax rate (%)" htmlFor={id('taxRate')} hint="Percent of the subtotal, e.g. 8.25." error={error('taxRate')}>
              <Input type="text" inputMode="decimal" autoComplete="off" {...field('taxRate')} />
            </FormField>
          </div>
        </SettingsSection>

        <SettingsSection
          icon={<Truck className="size-5 text-accent" aria-hidden="true" />}
          title="Shipping"
          description="How orders reach buyers, and what it costs them."
        >
          <SwitchField control={form.control} name="shippingEnabled" label="Shipping" hint="Send orders by post. Off: local pickup only." />
          <SwitchField control={form.control} name="localPickup" label="Local pickup" hint="Buyers may collect their order at the studio, free of charge." />
          <SwitchField control={form.control} name="internationalShipping" label="International shipping" hint="Ship to addresses outside the country above." />
          <div className="grid gap-5 sm:grid-cols-3">
            {amount('freeShippingThreshold', 'Free shipping from', 'Standard shipping is free from this subtotal on; 0 means never free.')}
            {amount('standardShippingRate', 'Standard rate', 'Per order.')}
            {amount('expeditedShippingRate', 'Expedited rate', 'Per order.')}
          </div>
        </SettingsSection>
      </SettingsForm>
    </div>
  );
}
