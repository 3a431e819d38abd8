import { ArrowRight } from 'lucide-react';
import type { BioSettings } from '@artshop/contracts';
import { LoadError, Markdown, ProductImage, Skeleton, buttonClasses, cn, useArtistProfile, useBioSettings } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { ShopLink } from './components/ShopLink';

/** A wide picture behind text, darkened so the text over it reads; none, a plain band. */
function Backdrop({ src, priority = false }: { src: string; priority?: boolean }) {
  if (!src) return null;
  return (
    <>
      <ProductImage
        src={src}
        alt=""
        width={1600}
        height={700}
        sizes="100vw"
        priority={priority}
        fallback={null}
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-black/55" aria-hidden="true" />
    </>
  );
}

function Hero({ hero, artistName }: { hero: BioSettings['heroData']; artistName: string }) {
  const pictured = hero.backgroundImage !== '';
  return (
    <section aria-labelledby="bio-title" className={cn('relative isolate overflow-hidden', pictured ? 'text-white' : 'bg-muted')} data-testid="bio-hero">
      <Backdrop src={hero.backgroundImage} priority />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <p className={cn('text-sm font-medium uppercase tracking-[0.2em]', pictured ? 'text-white/85' : 'text-accent')}>About {artistName}</p>
        <h1 id="bio-title" className="mt-3 max-w-3xl text-4xl font-semibold sm:text-5xl" data-testid="bio-headline">
          {hero.headline || artistName}
        </h1>
        {hero.description ? (
          <p className={cn('mt-5 max-w-2xl text-lg leading-relaxed', pictured ? 'text-white/90' : 'text-muted-foreground')} data-testid="bio-hero-description">
            {hero.description}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function CallToAction({ cta }: { cta: BioSettings['ctaData'] }) {
  const pictured = cta.backgroundImage !== '';
  return (
    <section
      aria-labelledby="bio-cta-title"
      className={cn('relative isolate overflow-hidden rounded-xl', pictured ? 'text-white' : 'bg-primary text-primary-foreground')}
      data-testid="bio-cta"
    >
      <Backdrop src={cta.backgroundImage} />
      <div className="relative px-6 py-14 text-center sm:px-12">
        <h2 id="bio-cta-title" className="text-3xl font-semibold">
          {cta.headline || 'Get in touch'}
        </h2>
        {cta.description ? <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed opacity-90">{cta.description}</p> : null}
        <ShopLink to={cta.buttonUrl} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-8' })} testId="bio-cta-button">
          {cta.buttonText}
          <ArrowRight aria-hidden="true" />
        </ShopLink>
      </div>
    </section>
  );
}

/** /bio: the hero, the artist's photo, the bio text (Markdown) and, when enabled, the call-to-action. */
export function BioPage() {
  usePageTitle('Bio');
  const { artistName } = useArtistProfile();
  const bio = useBioSettings();

  if (bio.error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">Bio</h1>
        <LoadError what="the bio" error={bio.error} onRetry={() => void bio.refetch()} />
      </div>
    );
  }
  if (!bio.data) {
    return (
      <div role="status" className="mx-auto max-w-7xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        <span className="sr-only">Loading the bio…</span>
        <Skeleton className="h-12 w-2/3" />
        <div className="grid gap-10 lg:grid-cols-5">
          <Skeleton className="aspect-[4/5] w-full lg:col-span-2" />
          <div className="space-y-3 lg:col-span-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-4/5" />
          </div>
        </div>
      </div>
    );
  }

  const { bioContent, bioImage, heroData, ctaData } = bio.data;
  return (
    <div>
      <Hero hero={heroData} artistName={artistName} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className={cn('grid gap-10 lg:gap-16', bioImage && 'lg:grid-cols-5')}>
          {bioImage ? (
            <div className="lg:col-span-2">
              <ProductImage
                src={bioImage}
                alt={`${artistName} in the studio`}
                width={800}
                height={1000}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="aspect-[4/5] w-full rounded-lg bg-muted object-cover shadow-sm"
                data-testid="bio-image"
              />
            </div>
          ) : null}
          <div className={cn('max-w-3xl', bioImage && 'lg:col-span-3')}>
            {bioContent ? (
              <Markdown data-testid="bio-content">{bioContent}</Markdown>
            ) : (
              <p className="text-muted-foreground" data-testid="bio-content-empty">
                The artist has not written a bio yet.
              </p>
            )}
          </div>
        </div>
        {ctaData.enabled ? (
          <div className="mt-16">
            <CallToAction cta={ctaData} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
