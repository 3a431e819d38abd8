import { zodResolver } from '@hookform/resolvers/zod';
import { Bell, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationKind, type NotificationSettings } from '@artshop/contracts';
import { Input, Label, Switch, getErrorMessage, toast } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { showServerErrors } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useNotificationSettings, useSaveNotificationSettings } from './hooks';

const KINDS: Array<{ name: NotificationKind; label: string; hint: string }> = [
  { name: 'newOrders', label: 'New orders', hint: 'Each paid order, with what was bought and where it goes.' },
  { name: 'newMessages', label: 'New messages', hint: 'Contact messages and corporate inquiries (they are in the inbox either way).' },
  { name: 'mailClub', label: 'Mail Club members', hint: 'Someone joined or left the Mail Club.' },
  { name: 'refunds', label: 'Automatic refunds', hint: 'A buyer paid for a piece sold a moment before, and the shop refunded them.' },
];

function KindSwitch({ control, name, label, hint }: { control: Control<NotificationSettings>; name: NotificationKind; label: string; hint: string }) {
  const id = `notifications-${name}`;
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
    onError: (error) => {
      const { reason } = showServerErrors(form, error, []);
      const detail = reason ?? getErrorMessage(error, '');
      toast({
        variant: 'destructive',
        title: 'Failed to save notification settings. Please try again.',
        description: detail && !detail.startsWith('Something went wrong') ? detail : undefined,
      });
    },
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
              <KindSwitch key={kind.name} control={form.control} {...kind} />
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
