import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CorporateInquiryInput } from '@artshop/contracts';
import { lazyZodResolver } from '../../shared/lazy-resolver';
import { useSendCorporateInquiry } from './hooks';
import { emptyInquiry, inquiryFailure, type InquiryFormValues } from './inquiry';

/** The result clears this long after the sheet closes (after its closing animation). */
export const RESULT_RESET_DELAY_MS = 300;

type InquiryResult = { kind: 'success' } | { kind: 'error'; message: string } | null;

/**
 * The inquiry's state, kept by the page so that closing the sheet keeps what was typed:
 * idle → sending → success (the form and its style choices reset) or an error message. After the
 * sheet closes the result clears 300 ms later.
 */
export function useCorporateInquiry() {
  const [open, setOpenState] = useState(false);
  const [result, setResult] = useState<InquiryResult>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const form = useForm<InquiryFormValues, unknown, CorporateInquiryInput>({
    resolver: lazyZodResolver('corporateInquirySchema'),
    defaultValues: emptyInquiry(),
  });

  const send = useSendCorporateInquiry({
    onMutate: () => setResult(null),
    onSuccess: () => {
      form.reset(emptyInquiry());
      setResult({ kind: 'success' });
    },
    onError: (error) => {
      const failure = inquiryFailure(error);
      for (const [field, message] of failure.fields) form.setError(field, { type: 'server', message });
      setResult({ kind: 'error', message: failure.message });
    },
  });

  const setOpen = useCallback((next: boolean) => {
    clearTimeout(clearTimer.current);
    setOpenState(next);
    if (!next) clearTimer.current = setTimeout(() => setResult(null), RESULT_RESET_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  return { open, setOpen, form, send, result, setResult };
}

export type CorporateInquiry = ReturnType<typeof useCorporateInquiry>;
