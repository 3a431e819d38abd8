import { LoadError, Markdown, Skeleton, useArtistProfile, useCvSettings } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';

/** /cv: the curriculum vitae the artist writes in the CV editor (Markdown). */
export function CvPage() {
  usePageTitle('CV');
  const { artistName } = useArtistProfile();
  const cv = useCvSettings();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="mb-10">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">{artistName}</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Curriculum Vitae</h1>
      </header>
      {cv.error ? (
        <LoadError what="the CV" error={cv.error} onRetry={() => void cv.refetch()} />
      ) : !cv.data ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading the CV…</span>
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : cv.data.content ? (
        <Markdown data-testid="cv-content">{cv.data.content}</Markdown>
      ) : (
        <p className="text-muted-foreground" data-testid="cv-empty">
          The CV has not been written yet.
        </p>
      )}
    </div>
  );
}
