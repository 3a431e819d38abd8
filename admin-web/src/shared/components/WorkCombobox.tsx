import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Product, ProductPage } from '@artshop/contracts';
import { Input, Label, ProductImage, cn, useDebouncedValue, useFormatMoney } from '@artshop/ui';
import { api } from '../api';
import { movedHighlight } from '../listbox-keys';

/** The search is asked for once typing pauses this long, not at every key. */
const SEARCH_SETTLE_MS = 250;
/** The works offered at a time: a short list; more of the name narrows it. */
export const WORK_CHOICES = 20;

/** Active works whose name or description matches `q` (words, a part of the name, a typo), by name; all of them by name when `q` is empty. */
function useWorkChoices(q: string, enabled: boolean) {
  return useQuery<ProductPage>({
    queryKey: ['work-choices', q],
    queryFn: () => api.catalog.productPage({ q: q || undefined, status: 'active', sort: 'name', pageSize: WORK_CHOICES }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One work chosen among the active ones by typing a part of its name: the server searches the whole
 * catalog once typing pauses and its first few answers are listed under the field. An ARIA combobox:
 * ↓ and ↑ (Home, End) move through the list, Enter chooses, Escape closes the list; a click chooses
 * too. Typing again after a choice undoes it, so the field never names another work than the one sent.
 */
export function WorkCombobox({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: Product | null;
  onChange: (product: Product | null) => void;
}) {
  const listId = `${id}-works`;
  const formatMoney = useFormatMoney();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  const choices = useWorkChoices(settled, open);
  const works = open ? (choices.data?.products ?? []) : [];

  // A new answer starts with nothing highlighted (adjusted while rendering, as React advises).
  const [answer, setAnswer] = useState(choices.data);
  if (answer !== choices.data) {
    setAnswer(choices.data);
    setActive(-1);
  }

  // Escape closes the list, not the dialog around it: the dialog listens on the document in its capture
  // phase, so the field's own handler would come too late; the window's capture phase comes first.
  useEffect(() => {
    if (!open) return;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', closeList, true);
    return () => window.removeEventListener('keydown', closeList, true);
  }, [open]);

  const choose = (product: Product) => {
    onChange(product);
    setText(product.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter chooses the highlighted work; it never sends the form from this field.
      event.preventDefault();
      const work = works[active];
      if (open && work) choose(work);
      return;
    }
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    const next = open ? movedHighlight(active, event.key, works.length) : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
  };

  const total = choices.data?.total ?? 0;
  const status = !open
    ? ''
    : choices.isPending || (choices.isFetching && choices.isPlaceholderData)
      ? 'Searching…'
      : choices.isError
        ? 'The works could not be searched. Type again to retry.'
        : total === 0
          ? settled
            ? `No work on sale matches “${settled}”.`
            : 'No work is on sale.'
          : total > works.length
            ? `${works.length} of ${total} works: type more of the name to narrow them.`
            : `${total} work${total === 1 ? '' : 's'}.`;

  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Type a part of its name…"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && works[active] ? `${listId}-${active}` : undefined}
        maxLength={200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (value && event.target.value !== value.name) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={cn('absolute inset-x-0 top-full z-10 mt-1 rounded-md border border-border bg-background shadow-md', !open && 'hidden')}>
        <ul id={listId} role="listbox" aria-label={`${label}: works on sale`} className="max-h-64 overflow-y-auto py-1">
          {works.map((work, index) => (
            // The keys are the field's (it keeps the focus, naming the highlighted option), as the combobox pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={work.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn('flex cursor-pointer items-center gap-3 px-3 py-1.5', index === active && 'bg-muted')}
              // Keeps the focus in the field, so the list is not closed before the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(work)}
              onMouseMove={() => setActive(index)}
            >
              <ProductImage src={work.images[0] ?? null} alt="" width={32} height={32} className="size-8 rounded border border-border object-cover" />
              <span className="min-w-0 flex-1 truncate">{work.name}</span>
              <span className="text-sm text-muted-foreground">{formatMoney(work.price)}</span>
            </li>
          ))}
        </ul>
        <p className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground" aria-hidden="true">
          {status}
        </p>
      </div>
      {/* Said by screen readers as the answers come (a live region must be there before its text changes). */}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
