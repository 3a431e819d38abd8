import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { compositionSharePath, type ArtWallComposition, type RoomBackground } from '@artshop/contracts';
import { Badge, Button, ConfirmDialog, LoadError, Skeleton, buttonClasses, getErrorMessage, toast } from '@artshop/ui';
import { useDeleteComposition, useMyCompositions } from '../hooks';

/** My compositions: the signed-in customer's saved walls, to open again or delete. */
export function MyCompositions({ rooms, currentId }: { rooms: RoomBackground[]; currentId: string | null }) {
  const compositions = useMyCompositions();
  const remove = useDeleteComposition();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ArtWallComposition | null>(null);
  const roomName = (id: string) => rooms.find((room) => room.id === id)?.name ?? 'a room';

  return (
    <section aria-labelledby="my-compositions" data-testid="my-compositions">
      <h2 id="my-compositions" className="text-2xl font-semibold">
        My compositions
      </h2>
      {compositions.isLoading ? (
        <Skeleton className="mt-4 h-20 w-full" />
      ) : compositions.error ? (
        <LoadError what="your compositions" error={compositions.error} onRetry={() => void compositions.refetch()} />
      ) : !compositions.data?.length ? (
        <p className="mt-3 text-muted-foreground">Walls you save appear here.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
          {compositions.data.map((composition) => (
            <li key={composition.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="my-composition">
              <div>
                <p className="font-medium" data-testid="my-composition-name">
                  {composition.name}
                  {composition.isPublic ? (
                    <Badge variant="secondary" className="ml-2">
                      Shared
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {composition.artworks.length} {composition.artworks.length === 1 ? 'artwork' : 'artworks'} in the {roomName(composition.roomBackgroundId)}
                </p>
              </div>
              <div className="flex gap-2">
                {composition.id === currentId ? (
                  <span className="self-center text-sm text-muted-foreground">Open now</span>
                ) : (
                  <Link
                    to={compositionSharePath(composition.id)}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    data-testid="my-composition-open"
                  >
                    Open<span className="sr-only"> {composition.name}</span>
                  </Link>
                )}
                <Button variant="ghost" size="sm" onClick={() => setDeleting(composition)} data-testid="my-composition-delete">
                  Delete<span className="sr-only"> {composition.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this wall?"
        description={deleting ? `“${deleting.name}” will be deleted, and its share link will stop working.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === currentId) void navigate('/art-wall', { replace: true });
              setDeleting(null);
            },
            onError: (error) => toast({ variant: 'destructive', title: getErrorMessage(error, 'The wall could not be deleted. Please try again.') }),
          });
        }}
      />
    </section>
  );
}
