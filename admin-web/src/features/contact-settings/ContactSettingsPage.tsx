import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MessageSquareText, Palette } from 'lucide-react';
import type { z } from 'zod';
import { WEEKDAYS, WEEKDAY_LABELS, contactSettingsSchema, type ContactSettings } from '@artshop/contracts';
import { Input, Label, Textarea, useContactSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useSaveContactSettings } from './hooks';

type ContactSettingsValues = z.input<typeof contactSettingsSchema>;

/** Contact page settings: get-in-touch text, contact details, studio hours, commissions text. */
export function ContactSettingsPage() {
  usePageTitle('Contact Page');
  const frame = useSettingsForm<ContactSettingsValues, ContactSettings>({
    settings: useContactSettings(),
    resolver: zodResolver(contactSettingsSchema),
    saved: 'The contact page has been updated.',
    failed: 'Failed to save contact settings. Please try again.',
  });
  const save = useSaveContactSettings(frame.saveCallbacks);
  const { field, error } = fieldHelpers(frame.form, 'contact');

  return (
    <div className="mx-auto max-w-4xl">
      <SettingsHeader
        title="Contact Page"
        description="What visitors read on the contact page, beside the message form."
        view={{ href: '/contact', label: 'View contact page' }}
      />

      <PageEnableSwitch page="contact" />

      <SettingsForm
        frame={frame}
        save={save}
        what="contact settings"
        skeletonHeights={['h-48', 'h-64', 'h-72']}
        label="Contact page settings"
        testId="contact-settings-form"
        saveTestId="contact-settings-save"
      >
        <SettingsSection
          icon={<MessageSquareText className="size-5 text-accent" aria-hidden="true" />}
          title="Get in touch"
          description="The introduction at the top of the contact page."
        >
          <div className="space-y-2">
            <Label htmlFor="contact-getInTouchText">Get-in-touch text</Label>
            <Textarea rows={4} {...field('getInTouchText')} />
            {error('getInTouchText')}
          </div>
        </SettingsSection>

        <SettingsSection
          icon={<Mail className="size-5 text-accent" aria-hidden="true" />}
          title="Contact information"
          description="Leave a field empty to hide it on the page."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="contact-contactInfo-email">Email</Label>
              <Input type="email" autoComplete="off" inputMode="email" {...field('contactInfo.email')} />
              {error('contactInfo.email')}
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-contactInfo-phone">Phone</Label>
              <Input type="tel" autoComplete="off" {...field('contactInfo.phone')} />
              {error('contactInfo.phone')}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="contact-contactInfo-address">Address</Label>
            <Textarea rows={2} {...field('contactInfo.address')} />
            {error('contactInfo.address')}
          </div>
        </SettingsSection>

        <SettingsSection
          icon={<Clock className="size-5 text-accent" aria-hidden="true" />}
          title="Studio hours"
          description="Write 'Closed' for a day the studio is closed; an empty day shows the default hours."
        >
          <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <div key={day} className="space-y-2">
                <Label htmlFor={`contact-studioHours-${day}`}>{WEEKDAY_LABELS[day]}</Label>
                <Input {...field(`studioHours.${day}`)} />
                {error(`studioHours.${day}`)}
              </div>
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          icon={<Palette className="size-5 text-accent" aria-hidden="true" />}
          title="Commissions"
          description="How commissions work. Leave it empty to hide the section."
        >
          <div className="space-y-2">
            <Label htmlFor="contact-commissionsText">Commissions text</Label>
            <Textarea rows={5} {...field('commissionsText')} />
            {error('commissionsText')}
          </div>
        </SettingsSection>
      </SettingsForm>
    </div>
  );
}
