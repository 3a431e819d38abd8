import { LoaderCircle, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DOMESTIC_COUNTRY, MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from '@artshop/contracts';
import { Badge, Button, Card, ConfirmDialog, LoadError, Skeleton, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '../../../shared/addresses';
import { FormField } from '../../../shared/components/FormField';
import { showFieldErrors } from '../../../shared/form-errors';
import type { savedAddressSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';

type AddressFormValues = z.input<typeof savedAddressSchema>;
const ADDRESS_FIELDS = ['label', 'recipientName', 'phone', 'street', 'city', 'state', 'zipCode', 'country'] as const;

const EMPTY: AddressFormValues = {
  label: '',
  recipientName: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DOMESTIC_COUNTRY,
  isDefault: false,
};

function valuesOf(address: SavedAddress): AddressFormValues {
  return { ...address, phone: address.phone ?? '' };
}

/** Adding or editing one address, checked as checkout's shipping form checks it. */
function AddressForm({ address, onDone }: { address?: SavedAddress; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddressFormValues, unknown, SavedAddressInput>({
    resolver: lazyZodResolver('savedAddressSchema'),
    defaultValues: address ? valuesOf(address) : EMPTY,
  });
  const callbacks = {
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast({ title: address ? 'Address updated' : 'Address saved' });
      onDone();
    },
    onError: (error: Error) => {
      showFieldErrors(form, getFieldErrors(error), ADDRESS_FIELDS);
      setFormError(getErrorMessage(error, 'The address could not be saved. Please try again.'));
    },
  };
  const add = useAddAddress(callbacks);
  const update = useUpdateAddress(callbacks);
  const pending = add.isPending || update.isPending;
  const prefix = address ? `address-${address.id}` : 'address-new';

  return (
    <form
      noValidate
      aria-label={address ? `Edit ${address.label}` : 'New address'}
      data-testid="address-form"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => (address ? update.mutate({ ...values, id: address.id }) : add.mutate(values)))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="label" id={`${prefix}-label`} label="Label (e.g. Home)" autoComplete="off" />
        <FormField form={form} name="recipientName" id={`${prefix}-name`} label="Full Name" autoComplete="name" />
        <FormField form={form} name="phone" id={`${prefix}-phone`} label="Phone (optional)" type="tel" autoComplete="tel" />
        <FormField form={form} name="street" id={`${prefix}-street`} label="Street Address" autoComplete="street-address" />
        <FormField form={form} name="city" id={`${prefix}-city`} label="City" autoComplete="address-level2" />
        <FormField form={form} name="state" id={`${prefix}-state`} label="State" autoComplete="address-level1" />
        <FormField form={form} name="zipCode" id={`${prefix}-zip`} label="ZIP Code" autoComplete="postal-code" />
        <FormField form={form} name="country" id={`${prefix}-country`} label="Country" autoComplete="country-name" />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-accent" {...form.register('isDefault')} />
        Use as my default shipping address
      </label>
      <FormAlert message={formError} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="address-save">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Save address
        </Button>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Address deleted' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not delete the address', description: getErrorMessage(error) }),
  });
  const makeDefault = useUpdateAddress({
    onError: (error) => toast({ variant: 'destructive', title: 'Could not change the default address', description: getErrorMessage(error) }),
  });
  return (
    <Card className="p-4" data-testid="saved-address" data-address-id={address.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="text-sm leading-relaxed">
          <p className="flex items-center gap-2 font-medium">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            {address.label}
            {address.isDefault ? <Badge variant="secondary">Default</Badge> : null}
          </p>
          <p className="mt-1">{address.recipientName}</p>
          <p>{address.street}</p>
          <p>
            {address.city}, {address.state} {address.zipCode}
          </p>
          <p>{address.country}</p>
          {address.phone ? <p className="text-muted-foreground">{address.phone}</p> : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${address.label}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setConfirming(true)} aria-label={`Delete ${address.label}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {address.isDefault ? null : (
        <Button
          variant="link"
          size="sm"
          className="mt-2 px-0"
          disabled={makeDefault.isPending}
          onClick={() => makeDefault.mutate({ ...address, isDefault: true })}
        >
          <Star aria-hidden="true" />
          Set as default
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this address?"
        description={`${address.label}: ${address.street}, ${address.city}`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(address.id)}
      />
    </Card>
  );
}

/** The saved shipping addresses: list, add, edit, delete, set default (at most 10). */
export function AddressBook() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_SAVED_ADDRESSES;

  return (
    <section aria-labelledby="addresses-heading" className="space-y-4" data-testid="address-book">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="font-sans text-xl font-semibold tracking-normal">
            Shipping addresses
          </h2>
          <p className="text-sm text-muted-foreground">Offered at checkout, the default first.</p>
        </div>
        {editing === 'new' ? null : (
          <Button variant="outline" onClick={() => setEditing('new')} disabled={full || addresses.isLoading} data-testid="address-add">
            <Plus aria-hidden="true" />
            Add address
          </Button>
        )}
      </div>
      {full ? <p className="text-sm text-muted-foreground">You have saved {MAX_SAVED_ADDRESSES} addresses, the most an account keeps.</p> : null}
      {editing === 'new' ? (
        <Card className="p-4">
          <AddressForm onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      {addresses.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : addresses.isError ? (
        <Card>
          <LoadError what="your addresses" error={addresses.error} onRetry={() => void addresses.refetch()} />
        </Card>
      ) : list.length === 0 && editing !== 'new' ? (
        <p className="text-sm text-muted-foreground" data-testid="addresses-empty">
          No saved addresses yet. Save one here or at checkout.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {list.map((address) =>
            editing === address.id ? (
              <Card key={address.id} className="p-4 sm:col-span-2">
                <AddressForm address={address} onDone={() => setEditing(null)} />
              </Card>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} />
            ),
          )}
        </div>
      )}
    </section>
  );
}
