import { useMutation } from '@tanstack/react-query';
import type { CorporateInquiryInput, FormAccepted } from '@artshop/contracts';
import { api, type MutationCallbacks } from '@artshop/ui';

/** POST /api/corporate-inquiries: the 'Let's Talk' inquiry, for the artist's inbox. */
export function useSendCorporateInquiry(callbacks?: MutationCallbacks<FormAccepted, CorporateInquiryInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: CorporateInquiryInput) => api.messaging.sendCorporateInquiry(input) });
}
