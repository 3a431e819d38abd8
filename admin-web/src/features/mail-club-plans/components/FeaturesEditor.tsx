import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button, FieldError, Input } from '@artshop/ui';

/**
 * The plan's features as a list of lines: add one, remove one, move one up or down. Each line
 * shows its own error ('features.2').
 */
export function FeaturesEditor({
  id,
  value,
  onChange,
  errorAt,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  errorAt: (index: number) => string | undefined;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusLine = (index: number) => requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());
  const move = (index: number, by: number) => {
    const next = [...value];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line!);
    onChange(next);
  };
  return (
    <div className="space-y-2">
      <ul ref={list} className="space-y-2" aria-label="Features" data-testid="plan-features">
        {value.map((feature, index) => {
          const error = errorAt(index);
          const lineId = `${id}-${index}`;
          return (
            <li key={index} className="space-y-1">
              <div className="flex items-center gap-1">
                <Input
                  id={lineId}
                  value={feature}
                  aria-label={`Feature ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${lineId}-error` : undefined}
                  onChange={(event) => onChange(value.map((entry, at) => (at === index ? event.target.value : entry)))}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      onChange([...value.slice(0, index + 1), '', ...value.slice(index + 1)]);
                      focusLine(index + 1);
                    }
                  }}
                  data-testid="plan-feature-input"
                />
                <Button variant="ghost" size="icon" aria-label={`Move feature ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move feature ${index + 1} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove feature ${index + 1}`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                  data-testid="plan-feature-remove"
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={`${lineId}-error`}>{error}</FieldError>
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onChange([...value, '']);
          focusLine(value.length);
        }}
        data-testid="plan-feature-add"
      >
        <Plus aria-hidden="true" />
        Add Feature
      </Button>
    </div>
  );
}
