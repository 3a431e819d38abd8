import { Link, useParams } from 'react-router-dom';
import { LoadError, NotFound, ProductImage, api, errorStatus, useFormatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { DropNotice } from '../../shared/drops/DropNotice';
import { useDrop } from '../../shared/drops/hooks';
import { NotifyMeForm } from '../../shared/components/NotifyMeForm';

/** /drops/{slug}: a drop's cover, story and works, when it opens (with a countdown), and Notify me. */
export function DropPage() {
  const { slug = '' } = useParams();
  const drop = useDrop(slug);
  const money = useFormatMoney();
  const notFound = drop.isError && (errorStatus(drop.error) ?? 500) < 500;
  usePageTitle(notFound ? 'Drop not found' : (drop.data?.name ?? 'Drop'));
  if (notFound)
    return <NotFound homeHref="/" homeLabel="Return Home" hint="We couldn’t find this drop. It may have been taken down, or the address may be mistyped." />;
  if (drop.isError) return <LoadError what="this drop" error={drop.error} onRetry={() => void drop.refetch()} />;
  if (!drop.data) return <div className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" />;
  const { name, story, coverImage, works, open } = drop.data;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
      {coverImage ? <ProductImage src={coverImage} alt="" width={1200} height={600} className="max-h-96 w-full rounded-lg object-cover" /> : null}
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl" data-testid="drop-title">
          {name}
        </h1>
        <DropNotice drop={drop.data} />
      </header>
      {story ? (
        <div className="space-y-3 leading-relaxed text-muted-foreground">
          {story.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {open ? null : <NotifyMeForm id={`notify-${slug}`} label="Tell me when it opens" ask={(email) => api.messaging.askDropAlert({ slug, email })} />}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="drop-works">
        {works.map((work) => (
          <li key={work.id}>
            <Link to={`/product/${work.id}`} className="group block space-y-2">
              <ProductImage src={work.image} alt={work.name} width={400} height={400} className="aspect-square w-full rounded-md object-cover" />
              <p className="font-medium group-hover:underline">{work.name}</p>
              <p className="text-sm text-muted-foreground">{work.soldOut ? 'Sold' : `From ${money(work.price)}`}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
