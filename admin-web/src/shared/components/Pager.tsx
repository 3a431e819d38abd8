import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@artshop/ui';

/**
 * Previous / Next under a paged list, with 'Page X of Y · N things'. Reaching the first or last page
 * disables the button just pressed, so the focus moves to the other one instead of being lost.
 */
export function Pager(props: { label: string; page: number; pages: number; summary: string; onPage: (page: number) => void; testId: string }) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const go = (page: number) => {
    props.onPage(page);
    if (page <= 1) next.current?.focus();
    else if (page >= props.pages) previous.current?.focus();
  };
  return (
    <nav className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm" aria-label={props.label}>
      <span className="text-muted-foreground" data-testid={props.testId}>
        Page {props.page} of {props.pages} · {props.summary}
      </span>
      <div className="flex gap-2">
        <Button
          ref={previous}
          variant="outline"
          size="sm"
          disabled={props.page <= 1}
          onClick={() => go(props.page - 1)}
          data-testid={`${props.testId}-previous`}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          ref={next}
          variant="outline"
          size="sm"
          disabled={props.page >= props.pages}
          onClick={() => go(props.page + 1)}
          data-testid={`${props.testId}-next`}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
