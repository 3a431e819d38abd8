import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import {
  MANUAL_ORDER_DEFAULT_DAYS,
  SHIPPING_METHODS,
  SHIPPING_METHOD_LABELS,
  type ManualOrderView,
  type Product,
  type ShippingMethod,
} from '@artshop/contracts';
import { Button, Dialog, Input, Label, getErrorMessage, getFieldErrors } from '@artshop/ui';
import { WorkCombobox } from '../../../shared/components/WorkCombobox';
import { selectClasses } from '../../../shared/select-classes';
import { useCreateManualOrder } from './hooks';

interface WorkLine {
  /** Keeps each line's field (and what is typed in it) with its line when one above is removed. */
  key: number;
  /** The work chosen in the search, with its tiers; null until one is. */
  product: Product | null;
  tierId: string;
  quantity: string;
  unitPrice: string;
}
interface CustomLine {
  title: string;
  unitPrice: string;
  quantity: string;
}

const tierLabel = (tier: Product['pricingTiers'][number]) => `${tier.type} ${tier.size} · $${tier.price} · ${tier.stock} left`;

/**
 * 'New order': works from the catalog (a tier and a quantity; a price only when the artist agreed
 * another one), custom lines (a commission), the buyer, shipping and how long the link is valid. The
 * server prices it and says what is wrong; the artist then copies or sends the link.
 */
export function NewManualOrderDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (order: ManualOrderView) => void;
}) {
  const create = useCreateManualOrder();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="New order"
      description="A studio sale or a commission: the buyer pays it by card through its payment link. Works are held for them while the link is valid."
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
      data-testid="manual-order-dialog"
    >
      {open ? <ManualOrderForm create={create} onCreated={onCreated} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ManualOrderForm({
  create,
  onCreated,
  onClose,
}: {
  create: ReturnType<typeof useCreateManualOrder>;
  onCreated: (order: ManualOrderView) => void;
  onClose: () => void;
}) {
  const lineKeys = useRef(0);
  const [works, setWorks] = useState<WorkLine[]>([]);
  const [customs, setCustoms] = useState<CustomLine[]>([]);
  const [buyer, setBuyer] = useState({ customerName: '', customerEmail: '', street: '', city: '', state: '', zipCode: '', country: 'United States' });
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('standard');
  const [shippingAmount, setShippingAmount] = useState('');
  const [validDays, setValidDays] = useState(String(MANUAL_ORDER_DEFAULT_DAYS));
  // The server's reasons: every field it refused, else its one message.
  const [problems, setProblems] = useState<string[]>([]);

  const setWork = (index: number, change: Partial<WorkLine>) => setWorks((lines) => lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const setCustom = (index: number, change: Partial<CustomLine>) =>
    setCustoms((lines) => lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    const { customerName, customerEmail, ...address } = buyer;
    create.mutate(
      {
        lines: works.map((line) => ({
          productId: line.product?.id ?? '',
          tierId: line.tierId || null,
          quantity: line.quantity,
          unitPrice: line.unitPrice || null,
        })),
        customLines: customs.map((line) => ({ title: line.title, unitPrice: line.unitPrice, quantity: line.quantity })),
        customer: { customerName, customerEmail, shippingAddress: address },
        shippingMethod,
        shippingAmount: shippingAmount || null,
        validDays,
      },
      {
        onSuccess: (order) => {
          onCreated(order);
          onClose();
        },
        onError: (error) => {
          const fields = [...new Set(Object.values(getFieldErrors(error)))];
          setProblems(fields.length > 0 ? fields : [getErrorMessage(error, 'The order could not be created. Please try again.')]);
        },
      },
    );
  };

  const field = (id: keyof typeof buyer, label: string, type = 'text') => (
    <div className="space-y-1.5">
      <Label htmlFor={`manual-${id}`}>{label}</Label>
      <Input id={`manual-${id}`} type={type} value={buyer[id]} onChange={(event) => setBuyer({ ...buyer, [id]: event.target.value })} />
    </div>
  );

  return (
    <form className="mt-4 space-y-6" onSubmit={submit} noValidate>
      <fieldset className="space-y-3">
        <legend className="font-medium">Works from the catalog</legend>
        {works.map((line, index) => {
          const product = line.product;
          return (
            <div key={line.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2" data-testid="manual-work-line">
              <div className="sm:col-span-2">
                <WorkCombobox
                  id={`manual-work-${index}`}
                  label="Work"
                  value={product}
                  onChange={(chosen) => setWork(index, { product: chosen, tierId: chosen?.pricingTiers[0]?.id ?? '' })}
                />
              </div>
              {product && product.pricingTiers.length > 0 ? (
                <div className="space-y-1.5 sm:col-span-2">
                  <Label htmlFor={`manual-tier-${index}`}>Size or edition</Label>
                  <select
                    id={`manual-tier-${index}`}
                    className={`${selectClasses} w-full`}
                    value={line.tierId}
                    onChange={(event) => setWork(index, { tierId: event.target.value })}
                  >
                    {product.pricingTiers.map((tier) => (
                      <option key={tier.id} value={tier.id}>
                        {tierLabel(tier)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <div className="space-y-1.5">
                <Label htmlFor={`manual-quantity-${index}`}>Quantity</Label>
                <Input
                  id={`manual-quantity-${index}`}
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) => setWork(index, { quantity: event.target.value })}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`manual-price-${index}`}>Agreed price (empty: the catalog's)</Label>
                <Input
                  id={`manual-price-${index}`}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(event) => setWork(index, { unitPrice: event.target.value })}
                />
              </div>
              <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setWorks(works.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" />
                Remove work
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setWorks([...works, { key: lineKeys.current++, product: null, tierId: '', quantity: '1', unitPrice: '' }])}
          data-testid="manual-add-work"
        >
          <Plus aria-hidden="true" />
          Add a work
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-medium">Custom lines</legend>
        {customs.map((line, index) => (
          <div key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-3" data-testid="manual-custom-line">
            <div className="space-y-1.5 sm:col-span-3">
              <Label htmlFor={`manual-custom-title-${index}`}>Title</Label>
              <Input id={`manual-custom-title-${index}`} value={line.title} onChange={(event) => setCustom(index, { title: event.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`manual-custom-price-${index}`}>Price</Label>
              <Input
                id={`manual-custom-price-${index}`}
                inputMode="decimal"
                value={line.unitPrice}
                onChange={(event) => setCustom(index, { unitPrice: event.target.value })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`manual-custom-quantity-${index}`}>Quantity</Label>
              <Input
                id={`manual-custom-quantity-${index}`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => setCustom(index, { quantity: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-end justify-self-start"
              onClick={() => setCustoms(customs.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" />
              Remove line
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setCustoms([...customs, { title: '', unitPrice: '', quantity: '1' }])}
          data-testid="manual-add-custom"
        >
          <Plus aria-hidden="true" />
          Add a custom line
        </Button>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium">Buyer</legend>
        {field('customerName', 'Name')}
        {field('customerEmail', 'E-mail', 'email')}
        {field('street', 'Street address')}
        {field('city', 'City')}
        {field('state', 'State')}
        {field('zipCode', 'ZIP code')}
        {field('country', 'Country')}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-medium">Shipping and link</legend>
        <div className="space-y-1.5">
          <Label htmlFor="manual-shipping-method">Shipping method</Label>
          <select
            id="manual-shipping-method"
            className={`${selectClasses} w-full`}
            value={shippingMethod}
            onChange={(event) => setShippingMethod(event.target.value as ShippingMethod)}
          >
            {SHIPPING_METHODS.map((method) => (
              <option key={method} value={method}>
                {SHIPPING_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="manual-shipping-amount">Shipping amount (empty: the shop's rates)</Label>
          <Input id="manual-shipping-amount" inputMode="decimal" value={shippingAmount} onChange={(event) => setShippingAmount(event.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="manual-valid-days">Link valid for (days)</Label>
          <Input id="manual-valid-days" inputMode="numeric" value={validDays} onChange={(event) => setValidDays(event.target.value)} />
        </div>
      </fieldset>

      {problems.length > 0 ? (
        <div role="alert" className="text-sm text-destructive" data-testid="manual-order-error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending} data-testid="manual-order-submit">
          {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Create order
        </Button>
      </div>
    </form>
  );
}
