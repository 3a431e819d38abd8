import { useQuery } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES, type CertificateVerification } from '@artshop/contracts';
import { api, errorStatus } from '@artshop/ui';

export const certificateKeys = {
  verification: (code: string, key: string | null) => [CART_ORDER_STOREFRONT_ROUTES.verifyCertificate.path, code, key] as const,
};

/**
 * GET /api/certificates/{code}: the artwork a certificate vouches for and whether it stands; a 404 is
 * an unknown code (or, with the key of a buyer's private link, a link that is not valid), not worth asking again.
 */
export function useCertificate(code: string | null, key: string | null = null) {
  return useQuery<CertificateVerification>({
    queryKey: certificateKeys.verification(code ?? '', key),
    queryFn: () => api.cart.verifyCertificate(key === null ? { code: code! } : { code: code!, key }),
    enabled: code !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
