import { useQuery } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES, type CertificateVerification } from '@artshop/contracts';
import { api, errorStatus } from '@artshop/ui';

export const certificateKeys = {
  verification: (code: string) => [CART_ORDER_STOREFRONT_ROUTES.verifyCertificate.path, code] as const,
};

/** GET /api/certificates/{code}: the artwork a certificate vouches for and whether it stands; a 404 is an unknown code, not worth asking again. */
export function useCertificate(code: string | null) {
  return useQuery<CertificateVerification>({
    queryKey: certificateKeys.verification(code ?? ''),
    queryFn: () => api.cart.verifyCertificate({ code: code! }),
    enabled: code !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
