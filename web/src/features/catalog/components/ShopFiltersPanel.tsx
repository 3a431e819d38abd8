import * as Slider from '@radix-ui/react-slider';
import { useId, type ReactNode } from 'react';
import { Button, Input, Label, NativeSelect, useFormatMoney, useShopCurrency, useDraft } from '@artshop/ui';
import { AVAILABILITIES, AVAILABILITY_LABELS, type ShopFilterOptions, type ShopFilters } from '../shop';

export interface ShopFiltersPanelProps {
  filters: ShopFilters;
  options: ShopFilterOptions;
  /** The screen is itself a category (Originals, Accessories): no category choice. */
  fixedCategory: boolean;
  onChange: (changes: Partial<ShopFilters>) => void;
  onClear: () => void;
}

function SelectField({
  label,
  value,
  onChange,
  children,
  testId,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
  /** The address's name for it: the shop's form sends it without a script. */
  name: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {children}
      </NativeSelect>
    </div>
  );
}

/**
 * The price range: a two-thumb slider and two number fields over the screen's price span, in whole
 * units of the shop's currency. The address changes when a thumb is let go or a field is left, not on every step.
 */
function PriceRange({ range, filters, onChange }: { range: { min: number; max: number }; filters: ShopFilters; onChange: ShopFiltersPanelProps['onChange'] }) {
  // Bounds on the step, so that either end can be reached exactly (and then means 'no limit').
  const step = range.max - range.min > 1000 ? 10 : 1;
  const bottom = Math.floor(range.min / step) * step;
  const top = Math.ceil(range.max / step) * step;
  const low = filters.minPrice ?? bottom;
  const high = filters.maxPrice ?? top;
  const [draft, setDraft] = useDraft<[number, number]>([low, high], (a, b) => a[0] === b[0] && a[1] === b[1]);
  const money = useFormatMoney();
  const currency = useShopCurrency();

  const commit = ([min, max]: readonly number[]) => {
    const lower = Math.max(bottom, Math.min(min!, max!));
    const upper = Math.min(top, Math.max(min!, max!));
    setDraft([lower, upper]);
    onChange({ minPrice: lower > bottom ? lower : null, maxPrice: upper < top ? upper : null });
  };

  return (
    <fieldset className="space-y-3 sm:col-span-2 lg:col-span-1" data-testid="price-filter">
      <legend className="text-sm font-medium leading-none">Price</legend>
      <Slider.Root
        min={bottom}
        max={top}
        step={step}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={(value) => setDraft([value[0]!, value[1]!])}
        onValueCommit={commit}
        className="relative mt-4 flex h-5 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        {(['Minimum price', 'Maximum price'] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={money(draft[index]!)}
            className="block size-5 rounded-full border-2 border-accent bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
        ))}
      </Slider.Root>
      <div className="grid grid-cols-2 gap-3">
        {(['Min', 'Max'] as const).map((label, index) => (
          <PriceInput
            key={label}
            label={`${label} (${currency === 'USD' ? '$' : currency})`}
            value={draft[index]!}
            min={bottom}
            max={top}
            testId={`price-${label.toLowerCase()}`}
            name={index === 0 ? 'min' : 'max'}
            onCommit={(value) => commit(index === 0 ? [value, draft[1]] : [draft[0], value])}
          />
        ))}
      </div>
    </fieldset>
  );
}

function PriceInput({
  label,
  value,
  min,
  max,
  testId,
  name,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  testId: string;
  name: string;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useDraft(String(value));
  const commit = () => {
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) setText(String(value));
    else onCommit(Math.round(number));
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        name={name}
        value={text}
        data-testid={testId}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/** The Filters panel of the shop screens: category, type, price, availability. */
export function ShopFiltersPanel({ filters, options, fixedCategory, onChange, onClear }: ShopFiltersPanelProps) {
  const showCategory = !fixedCategory && options.categories.length > 0;
  return (
    <div className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {showCategory ? (
          <SelectField
            label="Category"
            value={filters.category ?? ''}
            onChange={(value) => onChange({ category: value || null })}
            testId="filter-category"
            name="category"
          >
            <option value="">All categories</option>
            {options.categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {options.types.length > 0 ? (
          <SelectField label="Type" value={filters.type ?? ''} onChange={(value) => onChange({ type: value || null })} testId="filter-type" name="type">
            <option value="">All types</option>
            {options.types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Availability"
          value={filters.availability ?? ''}
          onChange={(value) =>
            onChange({ availability: (AVAILABILITIES as readonly string[]).includes(value) ? (value as ShopFilters['availability']) : null })
          }
          testId="filter-availability"
          name="availability"
        >
          <option value="">Any availability</option>
          {AVAILABILITIES.map((value) => (
            <option key={value} value={value}>
              {AVAILABILITY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {options.priceRange && options.priceRange.max > options.priceRange.min ? (
          <PriceRange range={options.priceRange} filters={filters} onChange={onChange} />
        ) : null}
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onClear} data-testid="clear-filters">
          Clear filters
        </Button>
      </div>
    </div>
  );
}
