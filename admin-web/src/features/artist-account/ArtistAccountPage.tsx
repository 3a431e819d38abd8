import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, MonitorSmartphone, NotebookPen, UserRound, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type InputHTMLAttributes } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  ARTIST_PROFILE_SETTINGS,
  artistPasswordSchema,
  artistProfileSchema,
  siteSettingValue,
  type ArtistPasswordInput,
  type ArtistProfile,
  type ArtistProfileField,
  type SiteSetting,
} from '@artshop/contracts';
import { Button, Input, SignedInSessions, Textarea, getErrorMessage, getFieldErrors, toast, useSiteSettings } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportInvalidForm } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useChangePassword, useSaveArtistProfile } from './hooks';

type ProfileValues = z.input<typeof artistProfileSchema>;
type PasswordValues = z.input<typeof artistPasswordSchema>;

const SAVE_FAILED = 'Failed to save profile. Please try again.';
/** How long the 'Profile updated' banner stays. */
const BANNER_MS = 5_000;
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's values: each field's saved site setting, empty when not set. */
function profileFrom(settings: readonly SiteSetting[]): ArtistProfile {
  const entries = (Object.keys(ARTIST_PROFILE_SETTINGS) as ArtistProfileField[]).map((field) => [
    field,
    siteSettingValue(settings, ARTIST_PROFILE_SETTINGS[field], ''),
  ]);
  return Object.fromEntries(entries) as ArtistProfile;
}

/** The green banner after a save: 5 seconds, or until dismissed. */
function SavedBanner({ onDismiss }: { onDismiss: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss]);
  return (
    <div
      role="status"
      className="mt-6 flex items-center gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      data-testid="profile-saved-banner"
    >
      <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm">
        <span className="font-medium">Profile updated.</span> Your artist profile has been saved.
      </p>
      <Button type="button" variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

function ProfileForm({ saved, onSaved }: { saved: ArtistProfile; onSaved: () => void }) {
  const form = useForm<ProfileValues, unknown, ArtistProfile>({ resolver: zodResolver(artistProfileSchema), defaultValues: saved });
  const profileImage = useWatch({ control: form.control, name: 'profileImage' });
  const { isDirty } = form.formState;

  // After a save the cached settings change: the form shows what is saved.
  useEffect(() => form.reset(saved), [saved, form]);

  const save = useSaveArtistProfile({
    onSuccess: onSaved,
    onError: (error) => {
      // A refused field: the answer names 'value' for the one setting it concerns.
      const message = getFieldErrors(error).value;
      const detail = message ?? getErrorMessage(error, '');
      toast({ variant: 'destructive', title: SAVE_FAILED, description: detail && !detail.startsWith('Something went wrong') ? detail : undefined });
    },
  });
  const { id, field, error } = fieldHelpers(form, 'artist');
  const text = (name: Path<ProfileValues>, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField label={label} htmlFor={id(name)} error={error(name)}>
      <Input {...props} {...field(name)} />
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        (errors) => reportInvalidForm(form, errors),
      )}
      className="mt-8 space-y-6"
      aria-label="Artist profile"
      data-testid="artist-profile-form"
    >
      <SettingsSection
        icon={<UserRound className="size-5 text-accent" aria-hidden="true" />}
        title="Profile image"
        description="Shown in the sidebar here and beside your name on the home page."
      >
        <ImageField
          id={id('profileImage')}
          label="Profile image"
          hint="A square portrait, 400x400 or larger."
          value={profileImage ?? ''}
          onChange={(url) => form.setValue('profileImage', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          inputProps={field('profileImage')}
          error={error('profileImage')}
        />
      </SettingsSection>

      <SettingsSection
        icon={<NotebookPen className="size-5 text-accent" aria-hidden="true" />}
        title="Basic information"
        description="How the shop names you and how people reach you."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {text('artistName', 'Artist name', { autoComplete: 'name' })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {text('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
          {text('location', 'Location', { placeholder: 'City, Country' })}
        </div>
        <FormField label="Biography" htmlFor={id('bio')} hint="A few sentences about you and your work." error={error('bio')}>
          <Textarea rows={5} {...field('bio')} />
        </FormField>
      </SettingsSection>

      <SettingsSaveBar dirty={isDirty} saving={save.isPending} onDiscard={() => form.reset(saved)} testId="artist-profile-save" />
    </form>
  );
}

/** The admin's own password (POST /api/auth/password): the shop's rules, the server's messages under the fields. */
function PasswordForm() {
  const form = useForm<PasswordValues, unknown, ArtistPasswordInput>({ resolver: zodResolver(artistPasswordSchema), defaultValues: EMPTY_PASSWORDS });
  const change = useChangePassword({
    onSuccess: () => {
      form.reset(EMPTY_PASSWORDS);
      toast({ variant: 'success', title: 'Password changed', description: 'Every other device where you were signed in has been signed out.' });
    },
    onError: (error) => {
      const errors = getFieldErrors(error);
      for (const [path, message] of Object.entries(errors)) form.setError(path as Path<PasswordValues>, { type: 'server', message });
      toast({ variant: 'destructive', title: 'Failed to change password', description: getErrorMessage(error, 'Please try again.') });
    },
  });
  const { id, field, error } = fieldHelpers(form, 'password');
  const input = (name: Path<PasswordValues>, label: string, autoComplete: string) => (
    <FormField label={label} htmlFor={id(name)} error={error(name)}>
      <Input type="password" autoComplete={autoComplete} {...field(name)} />
    </FormField>
  );
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
      data-testid="artist-password-form"
    >
      <SettingsSection
        icon={<KeyRound className="size-5 text-accent" aria-hidden="true" />}
        title="Password"
        description="At least 8 characters, and not easy to guess. Changing it signs you out on every other device."
      >
        {input('currentPassword', 'Current password', 'current-password')}
        <div className="grid gap-5 sm:grid-cols-2">
          {input('newPassword', 'New password', 'new-password')}
          {input('confirmPassword', 'Confirm new password', 'new-password')}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} data-testid="artist-password-save">
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </SettingsSection>
    </form>
  );
}

/** Artist Account: profile image, basic information, biography, password, where the artist is signed in. */
export function ArtistAccountPage() {
  usePageTitle('Artist Account');
  const settings = useSiteSettings();
  // Each save shows the banner afresh (its 5 seconds start again); 0 is hidden.
  const [bannerSave, setBannerSave] = useState(0);
  const saved = useMemo(() => (settings.data ? profileFrom(settings.data) : null), [settings.data]);
  const hideBanner = useCallback(() => setBannerSave(0), []);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-semibold">Artist Account</h1>
      <p className="mt-2 text-muted-foreground">Your profile as the shop shows it, and the password you sign in with.</p>
      {bannerSave > 0 ? <SavedBanner key={bannerSave} onDismiss={hideBanner} /> : null}

      <SettingsLoadState what="artist profile" query={settings} skeletonHeights={['h-48', 'h-96']} />
      {saved ? <ProfileForm saved={saved} onSaved={() => setBannerSave((count) => count + 1)} /> : null}
      <div className="mt-6">
        <PasswordForm />
      </div>
      <div className="mt-6 pb-8">
        <SettingsSection
          icon={<MonitorSmartphone className="size-5 text-accent" aria-hidden="true" />}
          title="Where you’re signed in"
          description="Sign out a device you no longer use or do not recognise."
        >
          <SignedInSessions />
        </SettingsSection>
      </div>
    </div>
  );
}
