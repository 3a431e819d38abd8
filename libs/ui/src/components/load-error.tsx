import { getErrorMessage } from '../api';
import { Button } from './button';

/** What a list shows when it could not be loaded: what failed, the server's reason, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="p-8 text-center">
      <p className="font-medium">Could not load {what}.</p>
      <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(error, 'Please try again.')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
