import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, ExternalLink, LoaderCircle, Mail, MessageSquareText, Palette, Save } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS, WEEKDAY_LABELS, contactSettingsSchema, type ContactSettings } from '@artshop/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Skeleton,
  Textarea,
  buttonClasses,
  getErrorMessage,
  getFieldErrors,
  toast,
  useContactSettings,
} from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { usePageTitle } from '../../shared/title';
import { useSaveContactSettings } from './hooks';

type ContactSettingsValues = z.input<typeof contactSettingsSchema>;

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-sans text-lg tracking-normal">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** Contact page settings (admin §2): get-in-touch text, contact details, studio hours, commissions text. */
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
    onError: (error) => {
      for (const [path, message] of Object.entries(getFieldErrors(error))) {
        form.setError(path as keyof ContactSettingsValues, { type: 'server', message });
      }
      const detail = getErrorMessage(error, '');
      toast({
        variant: 'destructive',
        title: 'Failed to save contact settings. Please try again.',
        description: detail && !detail.startsWith('Something went wrong') ? detail : undefined,
      });
    },
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

      {settings.isLoading ? (
        <div role="status" className="mt-8 space-y-6">
          <span className="sr-only">Loading contact settings…</span>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : settings.error ? (
        <Card className="mt-8">
          <div className="p-8 text-center" role="alert">
            <p className="font-medium">Could not load the contact settings.</p>
            <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(settings.error, 'Please try again.')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        </Card>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="mt-8 space-y-6"
          aria-label="Contact page settings"
          data-testid="contact-settings-form"
        >
          <Section
            icon={<MessageSquareText className="size-5 text-accent" aria-hidden="true" />}
            title="Get in touch"
            description="The introduction at the top of the contact page."
          >
            <div className="space-y-2">
              <Label htmlFor="contact-getInTouchText">Get-in-touch text</Label>
              <Textarea rows={4} {...field('getInTouchText')} />
              {error('getInTouchText')}
            </div>
          </Section>

          <Section
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
          </Section>

          <Section
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
          </Section>

          <Section
            icon={<Palette className="size-5 text-accent" aria-hidden="true" />}
            title="Commissions"
            description="How commissions work. Leave it empty to hide the section."
          >
            <div className="space-y-2">
              <Label htmlFor="contact-commissionsText">Commissions text</Label>
              <Textarea rows={5} {...field('commissionsText')} />
              {error('commissionsText')}
            </div>
          </Section>

          <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
            <p className="mr-auto text-sm text-muted-foreground" role="status">
              {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
            </p>
            <Button variant="ghost" disabled={!isDirty || save.isPending} onClick={() => settings.data && form.reset(settings.data)}>
              Discard changes
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} data-testid="contact-settings-save">
              {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {save.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
