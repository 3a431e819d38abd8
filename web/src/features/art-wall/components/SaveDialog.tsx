import { Check, Copy, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ART_WALL_NAME_MAX, COMPOSITION_NAME_REQUIRED_MESSAGE, compositionSharePath, type ArtWallComposition, type WallArtwork } from '@artshop/contracts';
import { Button, Dialog, FieldError, Input, Label, Switch, buttonClasses, getErrorMessage, toast } from '@artshop/ui';
import { useSaveComposition } from '../hooks';

/** Save: names the wall and saves it, a new composition or the changes to the customer's own one. */
export function SaveDialog({
  open,
  onOpenChange,
  composition,
  name,
  onNameChange,
  input,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  composition: ArtWallComposition | undefined;
  name: string;
  onNameChange: (name: string) => void;
  input: { roomBackgroundId: string; artworks: WallArtwork[] };
  onSaved: (saved: ArtWallComposition) => void;
}) {
  const save = useSaveComposition();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(COMPOSITION_NAME_REQUIRED_MESSAGE);
      return;
    }
    setProblem(null);
    save.mutate(
      { id: composition?.id ?? null, name: name.trim(), ...input },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: composition ? 'Your wall is saved' : `“${saved.name}” is saved`,
            description: 'Find it again under My compositions.',
          });
          onSaved(saved);
        },
        onError: (error) => setProblem(getErrorMessage(error, 'Your wall could not be saved. Please try again.')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!save.isPending) onOpenChange(next);
      }}
      title={composition ? 'Save your changes' : 'Save your wall'}
      description="Give it a name to find it again under My compositions."
      data-testid="save-composition-dialog"
    >
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor="composition-name">Name</Label>
          <Input
            id="composition-name"
            value={name}
            maxLength={ART_WALL_NAME_MAX}
            placeholder="Living room, above the sofa"
            onChange={(event) => onNameChange(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'composition-name-error' : undefined}
            data-testid="composition-name-input"
          />
          <FieldError id="composition-name-error">{problem}</FieldError>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} data-testid="composition-save-confirm">
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Save while signed out: the wall stays in this tab while the visitor signs in or registers. */
export function SignInToSaveDialog({ open, onOpenChange, loginHref }: { open: boolean; onOpenChange: (open: boolean) => void; loginHref: string }) {
  const next = new URLSearchParams(loginHref.split('?')[1] ?? '').get('next');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to save your wall"
      description="Your wall stays here while you sign in or create an account; save it when you are back."
      data-testid="sign-in-to-save"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'} className={buttonClasses({ variant: 'outline' })}>
          Create an account
        </Link>
        <Link to={loginHref} className={buttonClasses()} data-testid="sign-in-to-save-link">
          Sign in
        </Link>
      </div>
    </Dialog>
  );
}

/** Share: a public link to the composition, which opens it read-only for anyone; off again, the link stops working. */
export function SharePanel({ composition }: { composition: ArtWallComposition }) {
  const save = useSaveComposition();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${compositionSharePath(composition.id)}`;
  return (
    <section aria-labelledby="share-composition" className="space-y-3 rounded-lg border border-border bg-card p-4" data-testid="share-panel">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="share-composition" className="font-sans text-base font-semibold tracking-normal">
            Share
          </h2>
          <p id="share-composition-hint" className="text-sm text-muted-foreground">
            {composition.isPublic ? 'Anyone with the link can look at this wall (not change it).' : 'Only you can see this wall.'}
          </p>
        </div>
        <Switch
          checked={composition.isPublic}
          disabled={save.isPending}
          aria-labelledby="share-composition"
          aria-describedby="share-composition-hint"
          onCheckedChange={(isPublic) =>
            save.mutate(
              { id: composition.id, isPublic },
              { onError: (error) => toast({ variant: 'destructive', title: getErrorMessage(error, 'Sharing could not be changed. Please try again.') }) },
            )
          }
          data-testid="share-switch"
        />
      </div>
      {composition.isPublic ? (
        <div className="flex gap-2">
          <Label htmlFor="share-link" className="sr-only">
            Share link
          </Label>
          <Input id="share-link" readOnly value={link} onFocus={(event) => event.target.select()} data-testid="share-link" />
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => toast({ title: 'Copy the link from the box: this browser did not let the page copy it.' }),
              );
            }}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
