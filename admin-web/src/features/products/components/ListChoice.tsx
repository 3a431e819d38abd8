import { useId, type ReactNode } from 'react';
import { Label, NativeSelect } from '@artshop/ui';

/** A labelled select above the product list (status, category, sort). */
export function ListChoice(props: { label: string; value: string; onChange: (value: string) => void; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <NativeSelect id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)} data-testid={props.testId}>
        {props.children}
      </NativeSelect>
    </div>
  );
}
