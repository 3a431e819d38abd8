import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  CATALOG_STOREFRONT_ROUTES,
  DEFAULT_HOME_FEATURED_TITLE,
  DEFAULT_HOME_HERO_TEXT,
  IMAGE_SIZES,
  categoryPath,
  siteSettingValue,
} from '@artshop/contracts';
import { ProductImage, Skeleton, buttonClasses, initials, useCategories, useHomeSettings, useSiteSettings, DEFAULT_ARTIST_NAME } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { artworkCount, homeCategories } from './categories';
import { ProductGrid } from '../../shared/components/ProductGrid';
import { featuredLayout } from './featured';
import { useProductPage } from '../../shared/product-reads';

/** The featured works the home page reads: the first twelve of the artist's shop order (the layout shows up to that many, never a card alone on a row). */
export const FEATURED_PATH = `${CATALOG_STOREFRONT_ROUTES.productPage.path}?featured=true&pageSize=12`;

/** Shown when no hero image is configured (or it fails): a quiet abstract composition in CSS. */
function DefaultHeroArtwork() {
  return (
    <div
      role="img"
      aria-label="Abstract composition in terracotta, ochre and slate"
      className="relative aspect-[4/5] w-full overflow-hidden rounded-lg bg-[#e9e2d6] dark:bg-[#2a2622]"
      data-testid="hero-default"
    >
      <div className="absolute -left-[12%] top-[8%] size-[65%] rounded-full bg-[#8a3b22]/80 blur-2xl" />
      <div className="absolute -right-[15%] top-[30%] size-[70%] rounded-full bg-[#c9a36b]/70 blur-3xl" />
      <div className="absolute -bottom-[12%] left-[18%] size-[75%] rounded-[42%] bg-[#2f3b45]/75 blur-2xl" />
      <div className="absolute inset-[6%] border border-white/50" />
    </div>
  );
}

function HeroImage({ src, artistName }: { src: string | undefined; artistName: string }) {
  return (
    <ProductImage
      src={src}
      alt={`Artwork by ${artistName}`}
      width={800}
      height={1000}
      priority
      // The sizes the gateway preloads the hero with: the browser then fetches the very same file.
      sizes={IMAGE_SIZES.homeHero}
      className="aspect-[4/5] w-full rounded-lg bg-muted object-cover shadow-sm"
      fallback={<DefaultHeroArtwork />}
      data-testid="hero-image"
    />
  );
}

function ArtistPortrait({ src, artistName }: { src: string | undefined; artistName: string }) {
  const monogram = (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
    >
      {initials(artistName)}
    </span>
  );
  return (
    <ProductImage
      src={src}
      alt={`Portrait of ${artistName}`}
      width={112}
      height={112}
      sizes="56px"
      className="size-14 shrink-0 rounded-full object-cover ring-2 ring-background"
      fallback={monogram}
      data-testid="artist-portrait"
    />
  );
}

/**
 * The categories the artist flagged Feature on Home Page, each opening the shop filtered by it.
 * Text only and below the featured artworks, so it costs no image and moves nothing on screen when
 * it arrives; nothing shows while loading or when no category is featured.
 */
function FeaturedCategories() {
  const categories = homeCategories(useCategories().data);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" data-testid="categories-section">
      <h2 id="categories-title" className="text-3xl font-semibold">
        Shop by Category
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ category, count }) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="group flex h-full flex-col rounded-lg border border-border bg-card p-6 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="featured-category"
            >
              <span className="text-lg font-semibold" data-testid="featured-category-name">
                {category.name}
              </span>
              <span className="mt-1 text-sm text-muted-foreground" data-testid="featured-category-count">
                {artworkCount(count)}
              </span>
              {category.description ? <span className="mt-2 line-clamp-3 text-sm text-muted-foreground">{category.description}</span> : null}
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-accent">
                Shop {category.name}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  usePageTitle();
  const settings = useSiteSettings();
  const artistName = siteSettingValue(settings.data, 'artist_artistName', DEFAULT_ARTIST_NAME);
  const profileImage = siteSettingValue(settings.data, 'artist_profileImage');
  // The Home editor's settings; if they cannot be read, the hero picture as a site setting and the default texts.
  const home = useHomeSettings();
  const heroLoading = settings.isLoading || home.isLoading;
  const heroImage = home.data ? home.data.heroImageUrl || undefined : siteSettingValue(settings.data, 'home_heroImageUrl');
  const headline = home.data?.heroHeadline || artistName;
  const heroText = home.data?.heroText ?? DEFAULT_HOME_HERO_TEXT;
  const featuredTitle = home.data?.featuredTitle || DEFAULT_HOME_FEATURED_TITLE;

  // Only the featured works: the home page costs the same whatever the size of the catalogue.
  const products = useProductPage(FEATURED_PATH);
  const allFeatured = products.data?.products ?? [];
  const showFeatured = products.isLoading || allFeatured.length > 0;
  // No card alone on a row: the columns follow how many there are (one fewer is shown if need be).
  const grid = featuredLayout(products.isLoading ? 3 : allFeatured.length);
  const featured = allFeatured.slice(0, grid.shown);

  return (
    <>
      <section aria-labelledby="hero-title" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="order-2 lg:order-1">
          <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">Contemporary Abstract Art</p>
          <h1 id="hero-title" className="mt-4 text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl" data-testid="hero-headline">
            {heroLoading ? <span aria-hidden="true" className="inline-block h-14 w-3/4 animate-pulse rounded-md bg-muted align-middle" /> : headline}
          </h1>
          {heroLoading ? (
            <Skeleton className="mt-6 h-20 max-w-xl" />
          ) : heroText ? (
            <p className="mt-6 max-w-xl whitespace-pre-line text-lg leading-relaxed text-muted-foreground" data-testid="hero-text">
              {heroText}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/shop-all" className={buttonClasses({ size: 'lg' })}>
              Explore the Shop
            </Link>
            <Link to="/mail-club" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Join the Mail Club
            </Link>
          </div>
          <div className="mt-10 flex items-center gap-4">
            {settings.isLoading ? <Skeleton className="size-14 rounded-full" /> : <ArtistPortrait src={profileImage} artistName={artistName} />}
            <p className="text-sm text-muted-foreground">
              <span className="block font-medium text-foreground" data-testid="artist-name">
                {settings.isLoading ? '\u00a0' : artistName}
              </span>
              Artist &amp; Creator
            </p>
          </div>
        </div>
        <div className="order-1 mx-auto w-full max-w-md lg:order-2 lg:max-w-none">
          {heroLoading ? <Skeleton className="aspect-[4/5] w-full rounded-lg" /> : <HeroImage src={heroImage} artistName={artistName} />}
        </div>
      </section>

      {showFeatured ? (
        <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" data-testid="featured-section">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="featured-title" className="text-3xl font-semibold" data-testid="featured-title">
                {featuredTitle}
              </h2>
              <p className="mt-2 text-muted-foreground">A few pieces the artist would like you to see first.</p>
            </div>
            <Link to="/shop-all" className={buttonClasses({ variant: 'outline' })}>
              View All Artworks
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <ProductGrid products={featured} isLoading={products.isLoading} skeletonCount={3} className={grid.className} />
        </section>
      ) : (
        <section aria-labelledby="collection-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-card p-8 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="collection-title" className="text-2xl font-semibold">
                The collection
              </h2>
              <p className="mt-2 text-muted-foreground">Originals, prints and accessories, all in one place.</p>
            </div>
            <Link to="/shop-all" className={buttonClasses({ variant: 'outline' })}>
              View All Artworks
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </section>
      )}

      <FeaturedCategories />
    </>
  );
}
