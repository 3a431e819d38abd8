import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MOVE_MEMBERS_LABEL, PLAN_SLUG_HINT, planInputSchema, slugify, type MailClubPlan, type PlanFormValues, type PlanInput } from '@artshop/contracts';
import { Input, Label, Textarea, toast, useFormatMoney } from '@artshop/ui';
import { DialogForm } from '../../../shared/components/DialogForm';
import { CheckboxField, FormField, errorAt, fieldHelpers } from '../../../shared/components/FormField';
import { loginRedirectUrl } from '../../../shared/paths';
import { MARKED_FIELDS_TOAST, isUnauthorized, reportSaveFailure } from '../../../shared/server-errors';
import { FormSwitchRow, SwitchRow } from '../../../shared/components/SwitchRow';
import { useSavePlan } from '../hooks';
import { planFailureToast, planSavedToast } from '../plan-toasts';
import { FeaturesEditor } from './FeaturesEditor';

const logIn = () => window.location.assign(loginRedirectUrl());

/** Whether the price typed differs from the saved one (text the form will refuse counts as unchanged). */
function priceChanged(typed: PlanFormValues['price'] | undefined, saved: string): boolean {
  const amount = Number(typeof typed === 'string' ? typed.trim() : typed);
  return typed !== undefined && String(typed).trim() !== '' && Number.isFinite(amount) && Math.round(amount * 100) !== Math.round(Number(saved) * 100);
}

/**
 * Offered when editing a plan with members whose price would differ from the plan's: after a price
 * change (unticked, they keep the price they joined at), or while some still pay an earlier price.
 */
function MoveMembersChoice({
  plan,
  changed,
  checked,
  onChange,
}: {
  plan: MailClubPlan;
  changed: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const formatMoney = useFormatMoney();
  const members = plan.memberCount ?? 0;
  const onOther = plan.membersOnOtherPrice ?? 0;
  const count = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;
  const hint = changed
    ? `${count(members)} ${members === 1 ? 'has' : 'have'} this plan. Left unticked, they keep the price they pay now and the new price is for new members; ticked, each is told by e-mail before being charged it.`
    : `${count(onOther)} of ${count(members)} still ${onOther === 1 ? 'pays' : 'pay'} an earlier price than ${formatMoney(plan.price)}/month.`;
  return (
    <div className="rounded-md border border-border bg-muted/40 p-3" data-testid="move-members">
      <CheckboxField
        id="plan-move-members"
        label={MOVE_MEMBERS_LABEL}
        hint={hint}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="move-members-checkbox"
      />
    </div>
  );
}

/**
 * Add a plan (no plan given) or edit one: every field of a plan, and, for a plan with members, whether
 * they move to its new price. Mounted afresh for each opening (the page gives it a new key); success closes it.
 */
export function PlanDialog({
  open,
  plan,
  onOpenChange,
  onUnauthorized,
  onMoveAgain,
}: {
  open: boolean;
  plan: MailClubPlan | null;
  onOpenChange: (open: boolean) => void;
  /** The session is gone: the page shows its login prompt. */
  onUnauthorized: () => void;
  /** Moves the plan's members left on another price (the failure toast's 'Try again'). */
  onMoveAgain: (planId: string) => void;
}) {
  const editing = plan !== null;
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: zodResolver(planInputSchema),
    defaultValues: {
      name: plan?.name ?? '',
      slug: plan?.slug ?? '',
      description: plan?.description ?? '',
      price: plan?.price ?? '0.00',
      icon: plan?.icon ?? '',
      features: plan?.features ?? [],
      isRecommended: plan?.isRecommended ?? false,
      status: (plan?.status as PlanInput['status'] | undefined) ?? 'active',
      displayOrder: plan?.displayOrder ?? 0,
    },
  });
  const { field, error, id } = fieldHelpers(form, 'plan');
  // The slug follows the name until the admin types one (an edited plan keeps a slug it chose).
  const [slugFollowsName, setSlugFollowsName] = useState(() => !plan || plan.slug === slugify(plan.name));
  const save = useSavePlan();
  const [moveMembers, setMoveMembers] = useState(false);
  const typedPrice = useWatch({ control: form.control, name: 'price' });
  const changed = plan !== null && priceChanged(typedPrice, plan.price);
  const offerMove = plan !== null && (changed ? (plan.memberCount ?? 0) > 0 : (plan.membersOnOtherPrice ?? 0) > 0);

  return (
    <DialogForm
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={save.isPending}
      title={editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}
      description={editing ? `Changes to “${plan.name}” are saved to the shop and to Stripe.` : 'A new Mail Club plan, with its monthly price at Stripe.'}
      name="plan"
      saveLabel={editing ? 'Update Plan' : 'Create Plan'}
      onValid={(input) =>
        save.mutate(
          { id: plan?.id ?? null, input, moveMembers: offerMove && moveMembers },
          {
            onSuccess: (saved) => {
              const moved = 'membersMoved' in saved ? saved.membersMoved : null;
              toast(planSavedToast(editing ? 'update' : 'create', moved, () => onMoveAgain(saved.id)));
              onOpenChange(false);
            },
            onError: (failure) => {
              if (isUnauthorized(failure)) {
                onUnauthorized();
                toast(planFailureToast(editing ? 'update' : 'create', failure, logIn));
                return;
              }
              // A 400 marks its fields (a slug taken, a price refused), the first brought into view.
              reportSaveFailure(form, failure, {
                failed: editing ? 'Failed to update subscription plan. Please try again.' : 'Failed to create subscription plan. Please try again.',
                conflictFields: ['slug', 'name'],
              });
            },
          },
        )
      }
      onInvalid={() => toast(MARKED_FIELDS_TOAST)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" htmlFor={id('name')} error={error('name')}>
          <Input
            autoComplete="off"
            {...field('name', {
              onChange: (event: { target: { value: string } }) => {
                if (slugFollowsName) form.setValue('slug', slugify(event.target.value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              },
            })}
          />
        </FormField>
        <FormField label="Slug" htmlFor={id('slug')} hint={PLAN_SLUG_HINT} error={error('slug')}>
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder="collector-box"
            {...field('slug', { onChange: (event: { target: { value: string } }) => setSlugFollowsName(event.target.value.trim() === '') })}
          />
        </FormField>
      </div>
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Price per month" htmlFor={id('price')} error={error('price')}>
          <Input type="number" inputMode="decimal" min="0" step="0.01" {...field('price')} />
        </FormField>
        <FormField label="Display order" htmlFor={id('displayOrder')} hint="Lower numbers come first." error={error('displayOrder')}>
          <Input type="number" step="1" {...field('displayOrder')} />
        </FormField>
        <FormField label="Icon" htmlFor={id('icon')} hint="An icon name, e.g. mail, gift, star." error={error('icon')}>
          <Input autoComplete="off" spellCheck={false} {...field('icon')} />
        </FormField>
      </div>
      {offerMove && plan ? <MoveMembersChoice plan={plan} changed={changed} checked={moveMembers} onChange={setMoveMembers} /> : null}
      <div className="space-y-2">
        <Label htmlFor={`${id('features')}-0`}>Features</Label>
        <Controller
          control={form.control}
          name="features"
          render={({ field: features }) => (
            <FeaturesEditor
              id={id('features')}
              value={features.value ?? []}
              onChange={features.onChange}
              errorAt={(index) => errorAt(form.formState.errors, `features.${index}`)}
            />
          )}
        />
        {error('features')}
      </div>
      <FormSwitchRow
        control={form.control}
        name="isRecommended"
        fallback={false}
        id="plan-recommended-switch"
        label="Recommended"
        hint="Marked 'Most Popular' on the Mail Club page."
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field: status }) => (
          <SwitchRow
            id="plan-active-switch"
            label="Active"
            hint="Inactive plans are hidden from the shop; their members keep their subscriptions."
            checked={status.value !== 'inactive'}
            onChange={(checked) => status.onChange(checked ? 'active' : 'inactive')}
          />
        )}
      />
    </DialogForm>
  );
}
