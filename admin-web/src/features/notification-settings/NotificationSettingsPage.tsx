import { zodResolver } from '@hookform/resolvers/zod';
import { Bell, Mail } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationKind, type NotificationSettings } from '@artshop/contracts';
import { Input } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { SwitchRow } from '../../shared/components/SwitchRow';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
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
  const frame = useSettingsForm<NotificationSettings, NotificationSettings>({
    settings: useNotificationSettings(),
    resolver: zodResolver(notificationSettingsSchema),
    saved: 'Your notification settings have been updated.',
    failed: 'Failed to save notification settings. Please try again.',
  });
  const save = useSaveNotificationSettings(frame.saveCallbacks);
  const { form } = frame;
  const { id, field, error } = fieldHelpers(form, 'notifications');
  return (
    <div className="mx-auto max-w-4xl">
      <SettingsHeader title="Notifications" description="Where the shop tells you of new orders and messages, and which of them it sends." />

      <SettingsForm
        frame={frame}
        save={save}
        what="notification settings"
        skeletonHeights={['h-40', 'h-72']}
        label="Notification settings"
        testId="notification-settings-form"
        saveTestId="notification-settings-save"
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
      </SettingsForm>
    </div>
  );
}
