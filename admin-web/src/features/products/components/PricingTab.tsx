import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_EDITION_SIZE, TIER_TYPES, type ProductFormValues } from '@artshop/contracts';
import { Button, Input, NativeSelect, formatMoney } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { PRESET_SIZES, isPresetSize, newTier, presetPrice, productStock } from '../pricing';

const CUSTOM = 'custom';

/**
 * One tier: type, size (a preset or custom), price, stock, description. A preset size of a print
 * or canvas print takes its list price; the admin can still change it.
 */
function TierEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const form = useFormContext<ProductFormValues>();
  const { field, error, id, describedBy } = fieldHelpers(form, 'product');
  const path = `pricingTiers.${index}` as const;
  const size = useWatch({ control: form.control, name: `${path}.size` }) ?? '';
  const type = useWatch({ control: form.control, name: `${path}.type` }) ?? '';
  const [custom, setCustom] = useState(() => !isPresetSize(size));
  const listPrice = presetPrice(type, size);
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const fillListPrice = (nextType: string, nextSize: string) => {
    const price = presetPrice(nextType, nextSize);
    if (price) form.setValue(`${path}.price`, price, options);
  };

  return (
    <li className="rounded-lg border border-border p-4" data-testid="tier">
      <div className="mb-4 flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">Tier {index + 1}</p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} data-testid="remove-tier">
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> tier {index + 1}</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type" htmlFor={id(`${path}.type`)} error={error(`${path}.type`)}>
          <NativeSelect
            {...field(`${path}.type`, {
              onChange: (event) => {
                fillListPrice(event.target.value, size);
                // An original is one of one: it has no edition size.
                if (event.target.value === 'Original') form.setValue(`${path}.editionSize`, '', options);
              },
            })}
          >
            {TIER_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Size (inches)" htmlFor={id(`${path}.size`)} error={error(`${path}.size`)}>
          <NativeSelect
            {...describedBy(`${path}.size`)}
            id={id(`${path}.size`)}
            value={custom ? CUSTOM : size}
            data-testid="tier-size"
            onChange={(event) => {
              const choice = event.target.value;
              if (choice === CUSTOM) {
                setCustom(true);
                return;
              }
              setCustom(false);
              form.setValue(`${path}.size`, choice, options);
              fillListPrice(type, choice);
            }}
          >
            {PRESET_SIZES.map((preset) => (
              <option key={preset} value={preset}>
                {preset}
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </NativeSelect>
          {custom ? (
            <Input
              aria-label={`Custom size of tier ${index + 1}`}
              placeholder="42x42"
              autoComplete="off"
              data-testid="tier-custom-size"
              {...form.register(`${path}.size`)}
            />
          ) : null}
        </FormField>
        <FormField
          label="Price ($)"
          htmlFor={id(`${path}.price`)}
          hint={listPrice ? `List price for a ${size} ${type.toLowerCase()}: ${formatMoney(listPrice)}` : undefined}
          error={error(`${path}.price`)}
        >
          <Input type="number" inputMode="decimal" min={0} step={0.01} data-testid="tier-price" {...field(`${path}.price`)} />
        </FormField>
        <FormField label="Stock" htmlFor={id(`${path}.stock`)} error={error(`${path}.stock`)}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...field(`${path}.stock`)} />
        </FormField>
        <FormField
          label="Edition size (limited edition)"
          htmlFor={id(`${path}.editionSize`)}
          hint={
            type === 'Original'
              ? 'An original is one of one: it gets its own certificate, without an edition number.'
              : 'Empty for an open edition. With a size, each print sold gets a numbered certificate (e.g. 3/25), in the order they are paid.'
          }
          error={error(`${path}.editionSize`)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EDITION_SIZE}
            step={1}
            placeholder="Open edition"
            data-testid="tier-edition-size"
            {...field(`${path}.editionSize`)}
          />
        </FormField>
        <FormField
          label="Low-stock alert"
          htmlFor={id(`${path}.lowStockThreshold`)}
          hint="Mail me when a sale leaves this many or fewer. Empty: only when it sells out."
          error={error(`${path}.lowStockThreshold`)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="No alert"
            data-testid="tier-low-stock-threshold"
            {...field(`${path}.lowStockThreshold`)}
          />
        </FormField>
      </div>
      <FormField label="Description" htmlFor={id(`${path}.description`)} className="mt-4" error={error(`${path}.description`)}>
        <Input placeholder="Archival giclée print on cotton rag" data-testid="tier-description" {...field(`${path}.description`)} />
      </FormField>
    </li>
  );
}

/** Base price, SKU, stock and the pricing tiers (sizes and editions a customer chooses from). */
export function PricingTab() {
  const form = useFormContext<ProductFormValues>();
  const { field, error, id } = fieldHelpers(form, 'product');
  // keyName: tiers carry their own `id`, which useFieldArray would otherwise overwrite.
  const tiers = useFieldArray({ control: form.control, name: 'pricingTiers', keyName: 'key' });
  const listError = form.formState.errors.pricingTiers?.root?.message ?? form.formState.errors.pricingTiers?.message;
  const tierStock = useWatch({ control: form.control, name: 'pricingTiers' }) ?? [];

  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Price ($)" htmlFor={id('price')} error={error('price')}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...field('price')} />
        </FormField>
        {tiers.fields.length ? (
          // Tiers are sold from their own stock: the product's is their sum, changed on each tier.
          <FormField label="Stock" htmlFor={id('stock')} hint="The tiers' stock added up: change it on each tier below.">
            <Input id={id('stock')} type="number" readOnly value={productStock({ stock: 0, pricingTiers: tierStock })} data-testid="product-stock-from-tiers" />
          </FormField>
        ) : (
          <FormField label="Stock" htmlFor={id('stock')} error={error('stock')}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...field('stock')} />
          </FormField>
        )}
        <FormField label="SKU" htmlFor={id('sku')} hint="Optional." error={error('sku')}>
          <Input autoComplete="off" {...field('sku')} />
        </FormField>
      </div>
      <section aria-labelledby="tiers-heading" className="space-y-4 border-t border-border pt-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="tiers-heading" className="font-sans text-base font-semibold tracking-normal">
              Pricing tiers
            </h3>
            <p className="text-sm text-muted-foreground">Sizes and editions; a preset print or canvas size fills in its list price.</p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => tiers.append(newTier())} data-testid="add-tier">
            <Plus aria-hidden="true" />
            Add Tier
          </Button>
        </div>
        {listError ? (
          <p className="text-sm text-destructive" role="alert">
            {listError}
          </p>
        ) : null}
        {tiers.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No tiers: the product sells at its base price.
          </p>
        ) : (
          <ol className="space-y-4" aria-labelledby="tiers-heading">
            {tiers.fields.map((tier, index) => (
              <TierEditor key={tier.key} index={index} onRemove={() => tiers.remove(index)} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
