import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OrderReceipt } from '@artshop/contracts';

/** The order's certificates of authenticity: each code with its private link (the same as in the confirmation e-mail). */
export function ReceiptCertificates({ receipt }: { receipt: OrderReceipt }) {
  // (A receipt from before certificates were listed has none.)
  const certificates = receipt.certificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <div className="mt-6 border-t border-border pt-5 text-sm" data-testid="receipt-certificates">
      <h3 className="flex items-center gap-2 font-medium">
        <BadgeCheck className="size-4" aria-hidden="true" />
        Certificates of authenticity
      </h3>
      <ul className="mt-2 space-y-1.5">
        {certificates.map((certificate) => (
          <li key={certificate.code} className="text-muted-foreground" data-testid="receipt-certificate">
            {certificate.item}, {certificate.edition}:{' '}
            <Link to={certificate.link} className="font-medium text-foreground underline underline-offset-4">
              {certificate.code}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">Each link opens the certificate and its PDF, no account needed; the confirmation e-mail has them too.</p>
    </div>
  );
}
