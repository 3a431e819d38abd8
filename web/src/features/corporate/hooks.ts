import { useMutation } from '@tanstack/react-query';
import type { CorporateInquiryInput, FormAccepted } from '@artshop/contracts';
import { apiJson, type MutationCallbacks } from '@artshop/ui';

/** POST /api/corporate-inquiries: the 'Let's Talk' inquiry, for the artist's inbox. */
export function useSendCorporateInquiry(callbacks?: MutationCallbacks<FormAccepted, CorporateInquiryInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: CorporateInquiryInput) => apiJson<FormAccepted>('POST', '/api/corporate-inquiries', input) });
}
