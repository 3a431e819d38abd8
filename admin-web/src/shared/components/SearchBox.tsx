import { Search } from 'lucide-react';
import { Input, cn } from '@artshop/ui';

/** A list screen's search field: a labelled search input with its magnifier (the label is for screen readers). */
export function SearchBox(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', props.className)}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={props.id}
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        maxLength={200}
        onChange={(event) => props.onChange(event.target.value)}
        className="pl-9"
        data-testid={props.testId}
      />
    </div>
  );
}
