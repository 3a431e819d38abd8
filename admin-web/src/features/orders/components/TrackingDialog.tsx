import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SHIPPING_CARRIERS, type ShippingCarrier } from '@artshop/contracts';
import { Button, Dialog, Input, Label } from '@artshop/ui';
import { selectClasses } from '../../../shared/select-classes';

/**
 * The carrier and tracking number of a parcel: asked when the order ships (prefix 'ship'), and again
 * when the artist corrects them afterwards (prefix 'tracking', starting from what the order has).
 */
export function TrackingDialog({
  prefix,
  open,
  title,
  description,
  submitLabel,
  initial,
  pending,
  onOpenChange,
  onSave,
}: {
  prefix: 'ship' | 'tracking';
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  initial?: { carrier: ShippingCarrier; trackingNumber: string } | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (carrier: ShippingCarrier, trackingNumber: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      data-testid={`${prefix}-dialog`}
    >
      {/* Mounted while open: each opening starts from what the order has now. */}
      <TrackingForm prefix={prefix} submitLabel={submitLabel} initial={initial} pending={pending} onClose={() => onOpenChange(false)} onSave={onSave} />
    </Dialog>
  );
}

function TrackingForm({
  prefix,
  submitLabel,
  initial,
  pending,
  onClose,
  onSave,
}: {
  prefix: 'ship' | 'tracking';
  submitLabel: string;
  initial?: { carrier: ShippingCarrier; trackingNumber: string } | null;
  pending: boolean;
  onClose: () => void;
  onSave: (carrier: ShippingCarrier, trackingNumber: string) => void;
}) {
  const [carrier, setCarrier] = useState<ShippingCarrier | ''>(initial?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(initial?.trackingNumber ?? '');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      carrier: carrier ? undefined : 'Please choose the carrier',
      trackingNumber: trackingNumber.trim() ? undefined : 'Please enter the tracking number',
    };
    setErrors(found);
    if (carrier && trackingNumber.trim()) onSave(carrier, trackingNumber.trim());
  };

  const carrierId = `${prefix}-carrier`;
  const numberId = `${prefix}-tracking`;
  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={carrierId}>Carrier</Label>
        <select
          id={carrierId}
          className={`${selectClasses} w-full`}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as ShippingCarrier)}
          aria-invalid={errors.carrier ? true : undefined}
          aria-describedby={errors.carrier ? `${carrierId}-error` : undefined}
        >
          <option value="">Choose the carrier…</option>
          {SHIPPING_CARRIERS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        {errors.carrier ? (
          <p id={`${carrierId}-error`} className="text-sm text-destructive">
            {errors.carrier}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={numberId}>Tracking number</Label>
        <Input
          id={numberId}
          value={trackingNumber}
          maxLength={100}
          onChange={(event) => setTrackingNumber(event.target.value)}
          aria-invalid={errors.trackingNumber ? true : undefined}
          aria-describedby={errors.trackingNumber ? `${numberId}-error` : undefined}
        />
        {errors.trackingNumber ? (
          <p id={`${numberId}-error`} className="text-sm text-destructive">
            {errors.trackingNumber}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid={`${prefix}-submit`}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
