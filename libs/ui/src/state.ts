import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A draft of a value the component is given (a text box over a number, a slider over a range): it
 * starts from the value, the person edits it, and it starts again from the value whenever that
 * changes. Adjusted while rendering, as React recommends, rather than in an effect that would render
 * twice.
 */
export function useDraft<T>(value: T, same: (a: T, b: T) => boolean = Object.is): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  if (!same(source, value)) {
    setSource(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

/** Open only while `place` stays what it was when it opened: a menu that a navigation closes. */
export function useOpenAt(place: string): [boolean, (open: boolean) => void] {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenAt(open ? place : null), [place]);
  return [openAt === place, setOpen];
}
