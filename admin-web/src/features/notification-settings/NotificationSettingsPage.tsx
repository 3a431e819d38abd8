import { zodResolver } from '@hookform/resolvers/zod';
import { Bell, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationKind, type NotificationSettings } from '@artshop/contracts';
import { Input, toast } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { SwitchRow } from '../../shared/components/SwitchRow';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useNotificationSettings, useSaveNotificationSettings } from './hooks';

const KINDS: Array<{ name: NotificationKind; label: string; hint: string }> = [
  { name: 'newOrders', label: 'New orders', hint: 'Each paid order, with what was bought and where it goes.' },
  { name: 'newMessages', label: 'New messages', hint: 'Contact messages and corporate inquiries (they are in the inbox either way).' },
  { name: 'mailClub', label: 'Mail Club members', hint: 'Someone joined or left the Mail Club.' },
  { name: 'refunds', label: 'Automatic refunds', hint: 'A buyer paid for a piece sold a moment before, and the shop refunded them.' },
  { name: 'lowStock', label: 'Low stock and sold out', hint: 'A sale left a tier at or under its low-stock alert, or sold it out.' },
];

/** Notifications: the address the studio's own mails go to, and which of them are sent. */
export function NotificationSettingsPage() {
  usePageTitle('Notifications');
  const settings = useNotificationSettings();
  const form = useForm<NotificationSettings>({ resolver: zodResolver(notificationSettingsSchema) });
  const { isDirty } = form.formState;

  // The form shows what is saved once it has loaded (and again after each save).
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveNotificationSettings({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Settings saved', description: 'Your notification settings have been updated.' });
    },
    onError: (error) => reportSaveFailure(form, error, { failed: 'Failed to save notification settings. Please try again.' }),
  });

  const { id, field, error } = fieldHelpers(form, 'notifications');
  return (
    <div className="mx-auto max-w-4xl">
      <div>
        <h1 className="text-3xl font-semibold">Notifications</h1>
        <p className="mt-2 text-muted-foreground">Where the shop tells you of new orders and messages, and which of them it sends.</p>
      </div>

      <SettingsLoadState what="notification settings" query={settings} skeletonHeights={['h-40', 'h-72']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="mt-8 space-y-6"
          aria-label="Notification settings"
          data-testid="notification-settings-form"
        >
          <SettingsSection icon={<Mail className="size-5 text-accent" aria-hidden="true" />} title="Address" description="The inbox your notifications go to.">
            <FormField
              label="Send notifications to"
              htmlFor={id('email')}
              hint="Leave empty to use the studio address the shop was set up with."
              error={error('email')}
            >
              <Input type="email" autoComplete="email" {...field('email')} />
            </FormField>
          </SettingsSection>
          <SettingsSection
            icon={<Bell className="size-5 text-accent" aria-hidden="true" />}
            title="What to send"
            description="Switch off what you would rather not be mailed."
          >
            {KINDS.map((kind) => (
              <Controller
                key={kind.name}
                control={form.control}
                name={kind.name}
                render={({ field: { value, onChange } }) => (
                  <SwitchRow id={`notifications-${kind.name}`} label={kind.label} hint={kind.hint} checked={value} onChange={onChange} />
                )}
              />
            ))}
          </SettingsSection>
          <SettingsSaveBar
            dirty={isDirty}
            saving={save.isPending}
            onDiscard={() => settings.data && form.reset(settings.data)}
            testId="notification-settings-save"
          />
        </form>
      )}
    </div>
  );
}
