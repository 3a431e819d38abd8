import {
  Building2,
  CalendarClock,
  Check,
  ExternalLink,
  Frame,
  Hotel,
  Layers,
  MessageCircle,
  Palette,
  RefreshCw,
  Ruler,
  Stethoscope,
  Truck,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { siteSettingValue } from '@artshop/contracts';
import { buttonClasses, useArtistProfile, useSiteSettings } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { CorporateInquiryPlainForm } from './components/CorporateInquiryPlainForm';
import { CorporateInquirySheet } from './components/CorporateInquirySheet';
import { LetsTalk } from './components/LetsTalk';
import { useCorporateInquiry } from './useCorporateInquiry';

const CLIENTS: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  { Icon: Building2, title: 'Offices & corporate headquarters', text: 'Lobbies, boardrooms and quiet corners where a team spends its days.' },
  { Icon: Hotel, title: 'Hotels & resorts', text: 'Guest rooms, suites and public spaces with a sense of place.' },
  { Icon: Stethoscope, title: 'Healthcare & wellness', text: 'Calm, restorative colour for clinics, waiting rooms and spas.' },
  { Icon: Layers, title: 'Real estate developers', text: 'Model units, amenity floors and residential lobbies that sell a feeling.' },
  { Icon: Utensils, title: 'Restaurants & hospitality', text: 'Work that holds its own in warm light, busy rooms and long evenings.' },
  { Icon: Palette, title: 'Designers & art consultants', text: 'A direct line to the studio for your clients’ projects and specifications.' },
];

const OPTIONS: readonly { title: string; text: string; points: readonly string[] }[] = [
  {
    title: 'Originals',
    text: 'One-of-a-kind paintings from the studio’s current and recent work, in sizes up to 72 inches.',
    points: ['Signed, with a certificate of authenticity', 'Holds of up to two weeks while you decide'],
  },
  {
    title: 'Limited Edition Prints',
    text: 'Archival giclée prints on cotton rag or canvas, for projects that need many pieces in one voice.',
    points: ['Numbered editions, consistent across floors', 'Framing and hanging hardware on request'],
  },
  {
    title: 'Custom Commissions',
    text: 'Paintings made for your walls: scale, palette and mood developed around the room and its light.',
    points: ['Two or three colour studies before the final piece', 'Typically eight to twelve weeks'],
  },
  {
    title: 'Rotational Programs',
    text: 'A changing selection of originals on lease, refreshed each season to keep a space feeling new.',
    points: ['Quarterly or twice-yearly rotations', 'Installation and swaps handled by the studio'],
  },
];

const REASONS: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: MessageCircle,
    title: 'Work with the artist directly',
    text: 'No gallery layers: you talk to the person who makes the work, from first idea to installation.',
  },
  { Icon: Ruler, title: 'Made for the room', text: 'Scale, colour and placement planned from your floor plans, photographs and a site visit where possible.' },
  { Icon: Frame, title: 'Archival and certified', text: 'Professional-grade materials, a certificate for every original and documentation for your records.' },
  { Icon: Truck, title: 'Delivered ready to hang', text: 'Crating, insured shipping and coordination with your installer or facilities team.' },
  { Icon: CalendarClock, title: 'On your schedule', text: 'Phased deliveries for openings and fit-outs, with clear milestones from the start.' },
  { Icon: RefreshCw, title: 'Flexible budgets', text: 'From a single statement piece to a full building: prints, originals and commissions can be combined.' },
];

/** An http(s) URL from site settings, or undefined (never a javascript: or other scheme). */
function safeExternalUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function ScheduleLink({ url, variant = 'outline' }: { url: string; variant?: 'outline' | 'secondary' }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'lg', variant })} data-testid="schedule-consultation">
      Schedule a Consultation
      <ExternalLink aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** /corporate-buyers: the marketing page with the inquiry sheet. */
export function CorporateBuyersPage() {
  usePageTitle('Corporate Buyers');
  const { artistName } = useArtistProfile();
  const settings = useSiteSettings();
  const schedulingUrl = safeExternalUrl(siteSettingValue(settings.data, 'corporate_schedulingUrl'));
  // The studio's hero artwork beside the introduction (wide screens only; decorative).
  const heroImage = siteSettingValue(settings.data, 'home_heroImageUrl');
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const inquiry = useCorporateInquiry();
  const openInquiry = () => inquiry.setOpen(true);

  return (
    <>
      <section aria-labelledby="corporate-title" className="border-b border-border bg-muted/40">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
          <div>
            <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">Corporate &amp; Hospitality</p>
            <h1 id="corporate-title" className="mt-4 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl">
              Original art for the places where people work, stay and heal
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
              I work with companies, hotels, clinics and developers to bring layered, quiet abstract paintings into their spaces — chosen from the studio,
              printed in limited editions or painted for the room.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LetsTalk onOpen={openInquiry} testId="lets-talk" />
              {schedulingUrl ? <ScheduleLink url={schedulingUrl} /> : null}
            </div>
          </div>
          {/* The picture's place is kept from the first paint (the settings naming it may come later), so the text beside it does not move. */}
          <div aria-hidden="true" className="hidden aspect-[4/5] w-full overflow-hidden rounded-lg bg-muted shadow-sm lg:block" data-testid="corporate-hero">
            {heroImage && failedImage !== heroImage ? (
              <img
                src={heroImage}
                alt=""
                width={640}
                height={800}
                decoding="async"
                loading="lazy"
                onError={() => setFailedImage(heroImage)}
                className="size-full object-cover"
              />
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="clients-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="clients-title" className="text-3xl font-semibold">
          Who I work with
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">Art changes how a space feels to the people in it every day. These are the spaces I know best.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CLIENTS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-6">
              <Icon className="size-6 text-accent" aria-hidden="true" />
              <h3 className="mt-3 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="options-title" className="border-y border-border bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="options-title" className="text-3xl font-semibold">
            Ways to work together
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">Mix and match: many projects combine a few originals with a print edition.</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="corporate-options">
            {OPTIONS.map((option) => (
              <li key={option.title} className="flex flex-col rounded-lg border border-border bg-card p-6">
                <h3 className="text-xl font-semibold">{option.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{option.text}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {option.points.map((point) => (
                    <li key={point} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="why-title" className="text-3xl font-semibold">
          Why partner with {artistName}
        </h2>
        {/* A term and its description only in each group (a valid definition list): the icon sits in the term. */}
        <dl className="mt-8 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <div key={title}>
              <dt className="flex items-start gap-4 font-semibold">
                <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                {title}
              </dt>
              {/* Under the title, past the icon's column (size-5 and gap-4). */}
              <dd className="mt-1 pl-9 text-sm leading-relaxed text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:px-8">
        <div className="rounded-lg bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <h2 id="cta-title" className="text-3xl font-semibold">
            Have a space in mind?
          </h2>
          <p className="mt-3 max-w-2xl opacity-90">
            Send a few details about the project — the rooms, the timeline, a budget range — and I will come back with ideas within 24-48 hours.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LetsTalk onOpen={openInquiry} variant="secondary" testId="lets-talk-bottom" />
            {schedulingUrl ? <ScheduleLink url={schedulingUrl} variant="secondary" /> : null}
          </div>
        </div>
      </section>

      <CorporateInquiryPlainForm />
      <CorporateInquirySheet inquiry={inquiry} />
    </>
  );
}
