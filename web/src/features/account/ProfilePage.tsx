import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { AccountDeleteInput, AuthUser, EmailChangeInput, PasswordChangeInput } from '@artshop/contracts';
import { Button, Card, Dialog, SignedInSessions, Skeleton, getErrorMessage, getFieldErrors, toast, useCurrentUser } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { AddressBook } from './components/AddressBook';
import { FormField } from '../../shared/components/FormField';
import { showFieldErrors } from '../../shared/form-errors';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { useChangeEmail, useChangePassword, useDeleteAccount, useUpdateProfile } from './hooks';
import type { accountDeleteSchema, emailChangeSchema, nameSchema, passwordChangeSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type NameValues = z.input<typeof nameSchema>;
type NameInput = z.output<typeof nameSchema>;

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-heading`} role="region" data-testid={id}>
      <h2 id={`${id}-heading`} className="font-sans text-xl font-semibold tracking-normal">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}

function SubmitButton({ pending, children, testId }: { pending: boolean; children: ReactNode; testId: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} data-testid={testId}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

function NameForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NameValues, unknown, NameInput>({
    resolver: lazyZodResolver('nameSchema'),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const update = useUpdateProfile({
    onMutate: () => setFormError(null),
    onSuccess: (saved) => {
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      toast({ title: 'Your name was saved' });
    },
    onError: (error) => {
      showFieldErrors(form, getFieldErrors(error), ['firstName', 'lastName']);
      setFormError(getErrorMessage(error, 'Your name could not be saved. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Your name" className="space-y-4" onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="firstName" id="profile-first-name" label="First name" autoComplete="given-name" />
        <FormField form={form} name="lastName" id="profile-last-name" label="Last name" autoComplete="family-name" />
      </div>
      <FormAlert message={formError} />
      <SubmitButton pending={update.isPending} testId="profile-name-save">
        Save name
      </SubmitButton>
    </form>
  );
}

function EmailForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof emailChangeSchema>, unknown, EmailChangeInput>({
    resolver: lazyZodResolver('emailChangeSchema'),
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useChangeEmail({
    onMutate: () => {
      setFormError(null);
      setSentTo(null);
    },
    onSuccess: (_answer, input) => {
      form.reset({ email: '', currentPassword: '' });
      setSentTo(input.email);
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['email', 'currentPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your e-mail address could not be changed. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Change e-mail" className="space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <p className="text-sm">
        Currently <strong data-testid="profile-email">{user.email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="email" id="profile-new-email" label="New e-mail address" type="email" autoComplete="email" inputMode="email" />
        <FormField form={form} name="currentPassword" id="profile-email-password" label="Current password" type="password" autoComplete="current-password" />
      </div>
      {sentTo ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm" data-testid="profile-email-sent">
          Check your new inbox to confirm: we sent a link to <strong className="break-all">{sentTo}</strong>. Your address changes when you open it; until then
          you sign in with {user.email}.
        </p>
      ) : null}
      <FormAlert message={formError} />
      <SubmitButton pending={change.isPending} testId="profile-email-save">
        Change e-mail
      </SubmitButton>
    </form>
  );
}

function PasswordForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, PasswordChangeInput>({
    resolver: lazyZodResolver('passwordChangeSchema'),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword({
    onMutate: () => {
      setFormError(null);
      setDone(false);
    },
    onSuccess: () => {
      form.reset({ currentPassword: '', newPassword: '' });
      setDone(true);
      toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['currentPassword', 'newPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your password could not be changed. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Change password" className="space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" value={user.email} autoComplete="username" readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="currentPassword" id="profile-current-password" label="Current password" type="password" autoComplete="current-password" />
        <FormField form={form} name="newPassword" id="profile-new-password" label="New password" type="password" autoComplete="new-password" />
      </div>
      <FormAlert message={formError} />
      {done ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="password-changed">
          Your password was changed. Every other device where you were signed in has been signed out.
        </p>
      ) : null}
      <SubmitButton pending={change.isPending} testId="profile-password-save">
        Change password
      </SubmitButton>
    </form>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof accountDeleteSchema>, unknown, AccountDeleteInput>({
    resolver: lazyZodResolver('accountDeleteSchema'),
    defaultValues: { currentPassword: '' },
  });
  const remove = useDeleteAccount({
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast({ title: 'Your account was deleted', description: 'We are sorry to see you go.' });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['currentPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your account could not be deleted. Please try again.'));
    },
  });
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Your account, saved addresses, favorites and cart are deleted and you are signed out everywhere. Orders you paid for stay in the artist’s books with the
        name and address given at checkout, no longer linked to an account.
      </p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)} data-testid="delete-account">
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
        role="alertdialog"
        data-testid="delete-account-dialog"
      >
        <form noValidate aria-label="Delete account" className="mt-4 space-y-4" onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
          <FormField form={form} name="currentPassword" id="delete-password" label="Password" type="password" autoComplete="current-password" />
          <FormAlert message={formError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending} data-testid="delete-account-confirm">
              {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** /profile (the profile menu's Profile Settings): name, e-mail, password, addresses, deleting the account. */
export function ProfilePage() {
  usePageTitle('Profile Settings');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label="Loading your profile">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (!user) return <SignInPrompt next="/profile" />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Profile Settings</h1>
      <Section id="profile-name" title="Your name">
        <NameForm key={user.id} user={user} />
      </Section>
      <Section id="profile-email-section" title="E-mail address" description="Your sign-in and where the shop writes to you.">
        <EmailForm user={user} />
      </Section>
      <Section id="profile-password" title="Password" description="Changing it signs you out on every other device.">
        <PasswordForm user={user} />
      </Section>
      <Section id="profile-sessions" title="Where you’re signed in" description="Sign out a device you no longer use or do not recognise.">
        <SignedInSessions />
      </Section>
      <Card className="p-5 sm:p-6">
        <AddressBook />
      </Card>
      {user.role === 'admin' ? null : (
        <Section id="profile-delete" title="Delete account">
          <DeleteAccount />
        </Section>
      )}
    </div>
  );
}
