import { BadgeCheck, CircleAlert, Download, SearchX, ShieldX } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { certificatePagePath, certificatePdfPath, normalizeCertificateCode, type CertificateVerification } from '@artshop/contracts';
import { Button, Card, Input, Label, LoadError, ProductImage, Skeleton, buttonClasses, errorStatus } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useCertificate } from './hooks';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * /certificate and /certificate/{code}: anyone holding a certificate of authenticity checks here that
 * it was issued by the shop and still stands, and sees the artwork it vouches for (never the buyer).
 * The buyer's private link (/certificate/{code}?key=…, from the confirmation mail or the success page)
 * opens the same page with the certificate's PDF to download, no account needed.
 */
export function CertificatePage() {
  usePageTitle('Certificate of Authenticity');
  const { code: typed } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const code = typed === undefined ? null : normalizeCertificateCode(typed);
  const certificate = useCertificate(code, key);
  // A code that cannot be one is not asked for.
  const unknown = typed !== undefined && (code === null || errorStatus(certificate.error) === 404);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16" data-testid="certificate-page">
      <header className="text-center">
        <p className="text-sm uppercase tracking-[0.2em] text-muted-foreground">Verify</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Certificate of Authenticity</h1>
      </header>
      <div className="mt-10">
        {typed === undefined ? (
          <p className="text-center text-muted-foreground">
            Every original and every limited edition print comes with a certificate. Type its code to check it.
          </p>
        ) : unknown && key !== null ? (
          <Verdict
            icon={<SearchX className="size-8" aria-hidden="true" />}
            tone="muted"
            testId="certificate-link-invalid"
            title="This certificate link is not valid"
          >
            Check that the whole link was copied from the e-mail, or type the certificate&apos;s code below.
          </Verdict>
        ) : unknown ? (
          <Verdict icon={<SearchX className="size-8" aria-hidden="true" />} tone="muted" testId="certificate-unknown" title="No certificate has this code">
            Check the code printed on the certificate (it looks like ART-7K3Q-9XWM) and try again.
          </Verdict>
        ) : certificate.isPending ? (
          <Card className="space-y-3 p-6" role="status" aria-label="Checking the certificate">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        ) : certificate.isError ? (
          <LoadError what="the certificate" error={certificate.error} onRetry={() => void certificate.refetch()} />
        ) : (
          <CertificateDetails certificate={certificate.data} pdf={key === null ? null : certificatePdfPath(certificate.data.code, key)} />
        )}
      </div>
      <CodeForm initial={code ?? typed ?? ''} />
    </div>
  );
}

function Verdict({
  icon,
  tone,
  title,
  testId,
  children,
}: {
  icon: ReactNode;
  tone: 'valid' | 'revoked' | 'muted';
  title: string;
  testId: string;
  children?: ReactNode;
}) {
  const colors = {
    valid: 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
    revoked: 'border-destructive/40 bg-destructive/10 text-destructive',
    muted: 'border-border bg-muted text-foreground',
  }[tone];
  return (
    <div className={`flex items-start gap-4 rounded-lg border p-5 ${colors}`} data-testid={testId} role="status">
      <span className="shrink-0">{icon}</span>
      <div>
        <p className="text-lg font-semibold" data-testid="certificate-verdict">
          {title}
        </p>
        {children ? <p className="mt-1 text-sm opacity-90">{children}</p> : null}
      </div>
    </div>
  );
}

/** The certificate's details; `pdf`, opened from the buyer's private link: its PDF to download. */
function CertificateDetails({ certificate, pdf }: { certificate: CertificateVerification; pdf: string | null }) {
  const rows: Array<[string, string]> = [
    ['Artist', certificate.artistName],
    ['Year', certificate.year === null ? '—' : String(certificate.year)],
    ['Medium', certificate.medium ?? '—'],
    ['Dimensions', certificate.dimensions ?? '—'],
    ['Edition', certificate.edition],
    ['Issued', longDate(certificate.issuedAt)],
    ['Certificate', certificate.code],
  ];
  return (
    <div className="space-y-6">
      {certificate.status === 'valid' ? (
        <Verdict icon={<BadgeCheck className="size-8" aria-hidden="true" />} tone="valid" testId="certificate-authentic" title="Authentic">
          This certificate was issued by {certificate.artistName}&apos;s studio for the work below.
        </Verdict>
      ) : (
        <Verdict icon={<ShieldX className="size-8" aria-hidden="true" />} tone="revoked" testId="certificate-revoked" title="This certificate was revoked">
          {certificate.revokedAt ? `Revoked on ${longDate(certificate.revokedAt)}: ` : ''}it no longer vouches for the work below.
        </Verdict>
      )}
      <Card className="flex flex-col gap-6 p-6 sm:flex-row" data-testid="certificate-artwork">
        {certificate.image ? (
          <div className="aspect-square w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
            <ProductImage
              src={certificate.image}
              alt={certificate.title}
              width={192}
              height={192}
              sizes="(min-width: 640px) 192px, 100vw"
              className="size-full object-cover"
            />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-semibold italic" data-testid="certificate-title">
            {certificate.title}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium" data-testid={`certificate-${label.toLowerCase()}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {pdf ? (
            <a href={pdf} download className={buttonClasses({ variant: 'outline', className: 'mt-6' })} data-testid="certificate-pdf">
              <Download aria-hidden="true" />
              Download the certificate (PDF)
            </a>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

/** Type a code (any case, with or without dashes) to open its verification. */
function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCertificateCode(value);
    if (!code) {
      setProblem('A certificate code looks like ART-7K3Q-9XWM.');
      return;
    }
    setProblem(null);
    navigate(certificatePagePath(code));
  };
  return (
    <form onSubmit={submit} className="mt-10 border-t border-border pt-8" noValidate data-testid="certificate-form">
      <Label htmlFor="certificate-code">Certificate code</Label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Input
          id="certificate-code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="ART-7K3Q-9XWM"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'certificate-code-error' : undefined}
          className="sm:flex-1"
        />
        <Button type="submit">Verify</Button>
      </div>
      {problem ? (
        <p id="certificate-code-error" className="mt-2 flex items-center gap-1.5 text-sm text-destructive" role="alert">
          <CircleAlert className="size-4" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
    </form>
  );
}
