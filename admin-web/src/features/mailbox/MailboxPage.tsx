import { ArrowLeft, Inbox, MailOpen, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MailStatus, OutgoingMailEntry } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  cn,
  formatDateTime,
  formatRelativeTime,
  getErrorMessage,
  type BadgeVariant,
  LoadError,
} from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useNow } from '../../shared/useNow';
import { useOutgoingMail, useOutgoingMailEntry } from './hooks';
import { templateLabel } from './template-labels';

const STATUS_BADGE: Record<MailStatus, BadgeVariant> = { queued: 'secondary', sent: 'success', failed: 'destructive' };

function StatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status] ?? 'outline'} className="capitalize" data-testid="mail-status">
      {status}
    </Badge>
  );
}

function MailRow({ mail, selected, now, onOpen }: { mail: OutgoingMailEntry; selected: boolean; now: number; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="mail-row"
        data-mail-id={mail.id}
        className={cn(
          'flex w-full flex-col gap-1 border-b border-border px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          selected && 'bg-muted',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-medium">
            <span className="sr-only">To: </span>
            {mail.to}
          </span>
          <time dateTime={mail.createdAt} title={formatDateTime(mail.createdAt)} className="shrink-0 text-xs text-muted-foreground">
            {formatRelativeTime(mail.createdAt, now)}
          </time>
        </span>
        <span className="truncate text-sm" data-testid="mail-subject">
          {mail.subject}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="px-2 py-0 text-[10px] font-medium">
            {templateLabel(mail.template)}
          </Badge>
          <StatusBadge status={mail.status} />
        </span>
      </button>
    </li>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function MailDetail({ mail, onBack }: { mail: OutgoingMailEntry; onBack: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) headingRef.current?.focus();
  }, [mail.id]);

  return (
    <article className="flex h-full flex-col" data-testid="mail-detail" aria-labelledby="mail-detail-subject">
      <div className="border-b border-border px-4 py-3 sm:px-6 lg:hidden">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack} data-testid="mail-back">
          <ArrowLeft aria-hidden="true" />
          Back to mailbox
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <h2 id="mail-detail-subject" ref={headingRef} tabIndex={-1} className="font-sans text-xl font-semibold tracking-normal outline-none">
          {mail.subject}
        </h2>
        <dl className="mt-4 divide-y divide-border">
          <Meta label="To">{mail.to}</Meta>
          {mail.replyTo ? <Meta label="Reply to">{mail.replyTo}</Meta> : null}
          <Meta label="Template">{templateLabel(mail.template)}</Meta>
          <Meta label="Status">
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={mail.status} />
              <span className="text-muted-foreground">
                {mail.delivery === 'dev-mailbox' ? 'Development mailbox (no SMTP server)' : mail.delivery === 'smtp' ? 'SMTP' : (mail.delivery ?? '')}
                {mail.attempts ? ` · ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
              </span>
            </span>
          </Meta>
          <Meta label="Created">
            <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </Meta>
          {mail.sentAt ? (
            <Meta label="Sent">
              <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
            </Meta>
          ) : null}
          {mail.error ? (
            <Meta label="Error">
              <span className="text-destructive" data-testid="mail-error">
                {mail.error}
              </span>
            </Meta>
          ) : null}
        </dl>
        <Tabs defaultValue="html" className="mt-6">
          <TabsList aria-label="Mail version">
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="text">Plain text</TabsTrigger>
          </TabsList>
          <TabsContent value="html" className="mt-3">
            {/* sandbox="": no scripts, no forms, no same-origin access, no navigation of this page. */}
            <div className="overflow-hidden rounded-md border border-border bg-white">
              <iframe
                title={`HTML version of “${mail.subject}”`}
                sandbox=""
                srcDoc={mail.html}
                referrerPolicy="no-referrer"
                className="block h-[32rem] w-full bg-white [color-scheme:light]"
                data-testid="mail-html"
              />
            </div>
          </TabsContent>
          <TabsContent value="text" className="mt-3">
            <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted/60 p-4 font-mono text-sm" data-testid="mail-text">
              {mail.text}
            </pre>
          </TabsContent>
        </Tabs>
      </div>
    </article>
  );
}

/**
 * The outgoing-mail log (GET /api/admin/outgoing-mail): every mail the shop wrote, with its
 * delivery status. Without an SMTP server it is the development mailbox.
 */
export function MailboxPage() {
  usePageTitle('Mailbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('mail');
  const now = useNow();
  const mails = useOutgoingMail();
  const listed = useMemo(() => mails.data?.find((mail) => mail.id === selectedId), [mails.data, selectedId]);
  const detail = useOutgoingMailEntry(selectedId, listed);
  const selected = selectedId ? (detail.data ?? listed) : undefined;
  const list = mails.data ?? [];

  const open = (id: string | null, replace = false) => setSearchParams(id ? { mail: id } : {}, { replace });

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Mailbox</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Every e-mail the shop sends: confirmations, notifications and your replies. Without an SMTP server this is the development mailbox — mail stays here
            instead of being delivered.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void mails.refetch()} disabled={mails.isFetching} data-testid="mailbox-refresh">
          <RefreshCw className={mails.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div className="mt-6 grid gap-4 lg:h-[calc(100dvh-15rem)] lg:min-h-[32rem] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className={cn('flex min-h-0 flex-col overflow-hidden', selected && 'hidden lg:flex')}>
          <div className="min-h-0 flex-1 overflow-y-auto" data-testid="mail-list">
            {mails.isLoading ? (
              <div role="status" className="space-y-3 p-4">
                <span className="sr-only">Loading mail…</span>
                {Array.from({ length: 5 }, (_, index) => (
                  <Skeleton key={index} className="h-16 w-full" />
                ))}
              </div>
            ) : mails.error ? (
              <LoadError what="the mailbox" error={mails.error} onRetry={() => void mails.refetch()} />
            ) : list.length === 0 ? (
              <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="mailbox-empty">
                <Inbox className="size-10" aria-hidden="true" />
                <p>No mail sent yet</p>
              </div>
            ) : (
              <ul aria-label="Outgoing mail">
                {list.map((mail) => (
                  <MailRow
                    key={mail.id}
                    mail={mail}
                    now={now}
                    selected={mail.id === selectedId}
                    onOpen={() => open(mail.id, Boolean(selectedId) && window.matchMedia('(min-width: 1024px)').matches)}
                  />
                ))}
              </ul>
            )}
          </div>
        </Card>
        <Card className={cn('min-h-0 overflow-hidden', !selected && 'hidden lg:block')}>
          {selected ? (
            <MailDetail mail={selected} onBack={() => open(null)} />
          ) : selectedId && detail.error ? (
            <div role="alert" className="p-8 text-center">
              <p className="font-medium">{getErrorMessage(detail.error, 'Could not load this mail.')}</p>
              <Button variant="outline" className="mt-4" onClick={() => open(null, true)}>
                Back to mailbox
              </Button>
            </div>
          ) : (
            <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
              <MailOpen className="size-10" aria-hidden="true" />
              <p>Select a mail to read</p>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
