import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, ExternalLink, Mail, MessageSquareText, Palette } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS, WEEKDAY_LABELS, contactSettingsSchema, type ContactSettings } from '@artshop/contracts';
import { Input, Label, Textarea, buttonClasses, toast, useContactSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useSaveContactSettings } from './hooks';

type ContactSettingsValues = z.input<typeof contactSettingsSchema>;

/** Contact page settings: get-in-touch text, contact details, studio hours, commissions text. */
export function ContactSettingsPage() {
  usePageTitle('Contact Page');
  const settings = useContactSettings();

  const form = useForm<ContactSettingsValues, unknown, ContactSettings>({
    resolver: zodResolver(contactSettingsSchema),
  });
  const { isDirty } = form.formState;

  // The form shows what is saved once it has loaded (and again after each save).
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveContactSettings({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Settings saved', description: 'The contact page has been updated.' });
    },
    onError: (error) => reportSaveFailure(form, error, { failed: 'Failed to save contact settings. Please try again.' }),
  });

  const { field, error } = fieldHelpers(form, 'contact');

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Contact Page</h1>
          <p className="mt-2 text-muted-foreground">What visitors read on the contact page, beside the message form.</p>
        </div>
        <a href="/contact" className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View contact page
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      <PageEnableSwitch page="contact" />

      <SettingsLoadState what="contact settings" query={settings} skeletonHeights={['h-48', 'h-64', 'h-72']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="mt-8 space-y-6"
          aria-label="Contact page settings"
          data-testid="contact-settings-form"
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

          <SettingsSaveBar
            dirty={isDirty}
            saving={save.isPending}
            onDiscard={() => settings.data && form.reset(settings.data)}
            testId="contact-settings-save"
          />
        </form>
      )}
    </div>
  );
}
