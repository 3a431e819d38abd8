import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const PAGE = ['page'] as const;

/**
 * A list screen's search kept in the address (?q=), so a reload, a shared link or Back shows the same
 * list. What is typed goes to the address (and so to the server) once typing pauses, and starts again
 * at the first page (the `reset` parameters are dropped).
 */
export function useUrlSearch({ delayMs = 300, reset = PAGE }: { delayMs?: number; reset?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set('q', next);
            else updated.delete('q');
            for (const name of reset) updated.delete(name);
            return updated;
          },
          { replace: true },
        ),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [typed, q, delayMs, reset, setParams]);

  // The address changed from elsewhere (Back, a link): the box shows it (adjusted while rendering, as React advises).
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    if (typed.trim() !== q) setTyped(q);
  }

  return { typed, setTyped, q };
}
