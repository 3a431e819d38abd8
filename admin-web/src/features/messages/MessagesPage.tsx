import { zodResolver } from '@hookform/resolvers/zod';
import { Archive, ArchiveRestore, ArrowLeft, Inbox, LoaderCircle, Mail, MailOpen, RefreshCw, Reply, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { messageReplySchema, type InboxMessage, type MessageReplyInput } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  FieldError,
  Input,
  Label,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  cn,
  formatDateTime,
  formatRelativeTime,
  getErrorMessage,
  initials,
  toast,
  LoadError,
} from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useNow } from '../../shared/useNow';
import { useUrlSearch } from '../../shared/useUrlSearch';
import { SearchBox } from '../../shared/components/SearchBox';
import { useUnreadCount } from '../../shared/unread-messages';
import { useMessageActions, useMessages, type InboxView } from './hooks';
import { previewText, replySubject, subjectOf } from './messages';

type ReplyFormValues = z.input<typeof messageReplySchema>;
type Actions = ReturnType<typeof useMessageActions>;

function Avatar({ name, size = 'md', strong = false }: { name: string; size?: 'md' | 'lg'; strong?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'lg' ? 'size-12 text-base' : 'size-10 text-sm',
        strong ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
      )}
    >
      {initials(name)}
    </span>
  );
}

function RelativeTime({ value, now, className }: { value: string; now: number; className?: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {formatRelativeTime(value, now)}
    </time>
  );
}

function MessageRow({ message, selected, now, onOpen }: { message: InboxMessage; selected: boolean; now: number; onOpen: () => void }) {
  const unread = !message.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="message-row"
        data-message-id={message.id}
        data-unread={unread ? 'true' : 'false'}
        className={cn(
          'relative flex w-full items-start gap-3 border-b border-border px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          selected && 'bg-muted',
          unread && !selected && 'bg-accent/5',
        )}
      >
        {unread ? <span aria-hidden="true" className="absolute left-1.5 top-1/2 size-2 -translate-y-1/2 rounded-full bg-accent" /> : null}
        <Avatar name={message.name} strong={unread} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-semibold text-foreground' : 'font-medium')} data-testid="message-row-name">
              {unread ? <span className="sr-only">Unread: </span> : null}
              {message.name}
            </span>
            <RelativeTime value={message.createdAt} now={now} className="shrink-0 text-xs text-muted-foreground" />
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn(
                'truncate text-sm',
                unread ? 'font-semibold text-foreground' : 'text-foreground',
                !message.subject && 'italic text-muted-foreground',
              )}
            >
              {subjectOf(message)}
            </span>
            {message.kind === 'corporate' ? (
              <Badge variant="accent" className="shrink-0 px-2 py-0 text-[10px]" data-testid="corporate-badge">
                Corporate
              </Badge>
            ) : null}
          </span>
          <span className="mt-0.5 block truncate text-sm text-muted-foreground" data-testid="message-preview">
            {previewText(message)}
          </span>
        </span>
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="divide-y divide-border">
      <span className="sr-only">Loading messages…</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-3 px-4 py-3" aria-hidden="true">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function MessageFields({ message }: { message: InboxMessage }) {
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <dl className="divide-y divide-border" data-testid="message-fields">
      <Field label="Email" testId="detail-email">
        <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">
          {message.email}
        </a>
      </Field>
      <Field label="Phone" testId="detail-phone">
        {message.phone ? (
          <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
            {message.phone}
          </a>
        ) : (
          none
        )}
      </Field>
      {message.kind === 'corporate' ? (
        <>
          <Field label="Company" testId="detail-company">
            {message.company}
          </Field>
          <Field label="Project type" testId="detail-project-type">
            {message.projectType}
          </Field>
          <Field label="Budget" testId="detail-budget">
            {message.budget}
          </Field>
          <Field label="Pieces" testId="detail-pieces">
            {message.pieces ?? none}
          </Field>
          <Field label="Art preferences" testId="detail-styles">
            {message.style.length ? (
              <span className="flex flex-wrap gap-1.5">
                {message.style.map((style) => (
                  <Badge key={style} variant="secondary">
                    {style}
                  </Badge>
                ))}
              </span>
            ) : (
              none
            )}
          </Field>
          <Field label="Location" testId="detail-location">
            {message.location ?? none}
          </Field>
          <Field label="Timeline" testId="detail-timeline">
            {message.timeline ?? none}
          </Field>
          <Field label="Consent to contact" testId="detail-consent">
            {message.consent ? 'Yes' : 'No'}
          </Field>
          <Field label="Source" testId="detail-source">
            {message.source ?? none}
          </Field>
        </>
      ) : null}
      <Field label="Received">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Field>
      {message.repliedAt ? (
        <Field label="Replied">
          <time dateTime={message.repliedAt}>{formatDateTime(message.repliedAt)}</time>
        </Field>
      ) : null}
    </dl>
  );
}

function ReplyForm({ message, actions }: { message: InboxMessage; actions: Actions }) {
  const form = useForm<ReplyFormValues, unknown, MessageReplyInput>({
    resolver: zodResolver(messageReplySchema),
    defaultValues: { subject: replySubject(message), body: '' },
  });
  const { errors } = form.formState;
  const sending = actions.reply.isPending;

  const submit = form.handleSubmit((input) =>
    actions.reply.mutate(
      { id: message.id, input },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Reply sent', description: `Your reply to ${message.email} is on its way.` });
          form.reset({ subject: form.getValues('subject'), body: '' });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Reply failed', description: getErrorMessage(error, 'Failed to send the reply. Please try again.') });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={`Reply to ${message.name}`} className="space-y-4" data-testid="reply-form">
      <h3 className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal">
        <Reply className="size-4" aria-hidden="true" />
        Reply to {message.name}
      </h3>
      <div className="space-y-2">
        <Label htmlFor="reply-subject">Subject</Label>
        <Input
          id="reply-subject"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'reply-subject-error' : undefined}
          {...form.register('subject')}
        />
        <FieldError id="reply-subject-error">{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="reply-body">Message</Label>
        <Textarea
          id="reply-body"
          rows={6}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'reply-body-error' : 'reply-body-hint'}
          {...form.register('body')}
        />
        {errors.body ? (
          <FieldError id="reply-body-error">{errors.body.message}</FieldError>
        ) : (
          <p id="reply-body-hint" className="text-xs text-muted-foreground">
            Sent to {message.email} with the original message quoted below your text.
          </p>
        )}
      </div>
      <Button type="submit" disabled={sending} aria-busy={sending} data-testid="reply-submit">
        {sending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Reply aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send Reply'}
      </Button>
    </form>
  );
}

function MessageDetail({
  message,
  view,
  actions,
  onBack,
  onClosed,
}: {
  message: InboxMessage;
  view: InboxView;
  actions: Actions;
  onBack: () => void;
  onClosed: () => void;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A newly opened message gets the focus on small screens, where it replaces the list.
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) headingRef.current?.focus();
  }, [message.id]);

  const archive = () =>
    actions.archive.mutate(message.id, {
      onSuccess: () => {
        onClosed();
        toast({
          title: 'Message archived',
          description: `The message from ${message.name} is now in Archived.`,
          action: { label: 'Undo', altText: 'Move the message back to the inbox', onClick: () => actions.unarchive.mutate(message.id) },
        });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Archive failed', description: getErrorMessage(error, 'Failed to archive the message. Please try again.') }),
    });

  const unarchive = () =>
    actions.unarchive.mutate(message.id, {
      onSuccess: () => {
        onClosed();
        toast({ title: 'Moved to inbox', description: `The message from ${message.name} is back in the inbox.` });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Unarchive failed', description: getErrorMessage(error, 'Failed to move the message. Please try again.') }),
    });

  const remove = () =>
    actions.remove.mutate(message.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        onClosed();
        toast({ title: 'Message deleted', description: `The message from ${message.name} has been deleted.` });
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast({ variant: 'destructive', title: 'Delete failed', description: getErrorMessage(error, 'Failed to delete the message. Please try again.') });
      },
    });

  return (
    <article className="flex h-full flex-col" data-testid="message-detail" data-message-id={message.id} aria-labelledby="message-detail-subject">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 sm:px-6">
        <Button variant="ghost" size="sm" className="-ml-2 lg:hidden" onClick={onBack} data-testid="message-back">
          <ArrowLeft aria-hidden="true" />
          Back to messages
        </Button>
        <div className="ml-auto flex items-center gap-2">
          {view === 'inbox' ? (
            <Button variant="outline" size="sm" onClick={archive} disabled={actions.archive.isPending} data-testid="message-archive">
              <Archive aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Archive</span>
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={unarchive} disabled={actions.unarchive.isPending} data-testid="message-unarchive">
              <ArchiveRestore aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Move to Inbox</span>
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)} data-testid="message-delete">
            <Trash2 className="text-destructive" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Delete</span>
          </Button>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="flex items-start gap-3">
          <Avatar name={message.name} size="lg" />
          <div className="min-w-0">
            <h2
              id="message-detail-subject"
              ref={headingRef}
              tabIndex={-1}
              className={cn('font-sans text-xl font-semibold tracking-normal outline-none', !message.subject && 'italic text-muted-foreground')}
              data-testid="detail-subject"
            >
              {subjectOf(message)}
            </h2>
            <p className="mt-1 text-sm">
              <span className="font-medium" data-testid="detail-name">
                {message.name}
              </span>{' '}
              <span className="text-muted-foreground">&lt;{message.email}&gt;</span>
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {message.kind === 'corporate' ? <Badge variant="accent">Corporate inquiry</Badge> : <Badge variant="outline">Contact form</Badge>}
              {message.repliedAt ? <Badge variant="success">Replied</Badge> : null}
            </div>
          </div>
        </div>
        <div className="mt-6 whitespace-pre-wrap break-words rounded-md bg-muted/60 p-4 text-sm leading-relaxed" data-testid="detail-message">
          {message.message || <span className="italic text-muted-foreground">No message was written with this inquiry.</span>}
        </div>
        <div className="mt-6">
          <MessageFields message={message} />
        </div>
        <div className="mt-8 border-t border-border pt-6">
          <ReplyForm key={message.id} message={message} actions={actions} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this message?"
        description={`The message from ${message.name} will be deleted permanently. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        pending={actions.remove.isPending}
        onConfirm={remove}
        data-testid="delete-dialog"
      />
    </article>
  );
}

function EmptyDetail() {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground" data-testid="no-selection">
      <MailOpen className="size-10" aria-hidden="true" />
      <p>Select a message to read</p>
    </div>
  );
}

/** One empty list for every render without data, so what is computed from it is not recomputed. */
const NO_MESSAGES: InboxMessage[] = [];
/** A new search shows the first page and no open message. */
const SEARCH_RESETS = ['message'] as const;

/**
 * Messages: inbox list newest first beside a detail pane, Archived view, search, reply, archive,
 * delete. The server searches and pages; the view, the search and the open message are in the address.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: InboxView = searchParams.get('view') === 'archived' ? 'archived' : 'inbox';
  const selectedId = searchParams.get('message');
  const search = useUrlSearch({ reset: SEARCH_RESETS });
  const messages = useMessages(view, search.q);
  // The whole inbox's count (no search): with the unread count it tells whether any read message is left to archive.
  const inbox = useMessages('inbox');
  const unread = useUnreadCount();
  const actions = useMessageActions();
  const now = useNow();
  const requestedRead = useRef(new Set<string>());
  const listRef = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  const list = useMemo(() => messages.data?.pages.flatMap((page) => page.messages) ?? NO_MESSAGES, [messages.data]);
  const total = messages.data?.pages.at(-1)?.total ?? 0;
  const selected = useMemo(() => (selectedId ? list.find((message) => message.id === selectedId) : undefined), [list, selectedId]);
  const unreadCount = unread.data?.count ?? 0;
  const inboxTotal = inbox.data?.pages.at(-1)?.total ?? 0;
  const readInInbox = unread.data ? Math.max(0, inboxTotal - unread.data.count) : 0;

  const go = (next: { view?: InboxView; message?: string | null }, replace = false) => {
    const params = new URLSearchParams();
    const nextView = next.view ?? view;
    if (nextView === 'archived') params.set('view', 'archived');
    if (search.q) params.set('q', search.q);
    const nextMessage = next.message === undefined ? selectedId : next.message;
    if (nextMessage) params.set('message', nextMessage);
    setSearchParams(params, { replace });
  };

  const loadMore = () => {
    // The first new row takes the focus: the button may be gone once the last page is in.
    focusRow.current = list.length;
    void messages.fetchNextPage();
  };
  useEffect(() => {
    if (focusRow.current === null || list.length <= focusRow.current) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="message-row"]')[focusRow.current]?.focus();
    focusRow.current = null;
  }, [list.length]);

  // Opening an unread message marks it read, once (only when it was unread).
  useEffect(() => {
    if (!selected || selected.isRead || requestedRead.current.has(selected.id)) return;
    requestedRead.current.add(selected.id);
    actions.markRead.mutate(selected.id, {
      onError: () => requestedRead.current.delete(selected.id),
    });
  }, [selected, actions.markRead]);

  // A link to a message further down: the next pages are read until it shows. One not (or no longer) in this view: back to the list.
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess, isPlaceholderData } = messages;
  useEffect(() => {
    if (!selectedId || selected || !isSuccess || isPlaceholderData || isFetchingNextPage) return;
    if (hasNextPage) void fetchNextPage();
    else
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('message');
          return params;
        },
        { replace: true },
      );
  }, [selectedId, selected, isSuccess, isPlaceholderData, isFetchingNextPage, hasNextPage, fetchNextPage, setSearchParams]);

  const archiveAllRead = () =>
    actions.archiveRead.mutate(undefined, {
      onSuccess: ({ archived }) => {
        if (selected?.isRead && view === 'inbox') go({ message: null }, true);
        toast({ title: 'Read messages archived', description: `${archived} ${archived === 1 ? 'message was' : 'messages were'} moved to Archived.` });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Archive failed',
          description: getErrorMessage(error, 'Failed to archive the read messages. Please try again.'),
        }),
    });

  const refreshing = messages.isFetching || unread.isFetching;

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-semibold">
            Messages
            <Badge variant={unreadCount ? 'accent' : 'secondary'} className="font-sans" data-testid="unread-badge" data-count={unreadCount}>
              {unread.isLoading ? '…' : `${unreadCount} unread`}
            </Badge>
          </h1>
          <p className="mt-2 text-muted-foreground">Contact form messages and corporate inquiries, newest first.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              void messages.refetch();
              void unread.refetch();
              if (view === 'archived' || search.q) void inbox.refetch();
            }}
            disabled={refreshing}
            data-testid="messages-refresh"
          >
            <RefreshCw className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          {view === 'inbox' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={archiveAllRead}
              disabled={readInInbox === 0 || actions.archiveRead.isPending}
              title={readInInbox === 0 ? 'No read messages to archive' : undefined}
              data-testid="archive-all-read"
            >
              <Archive aria-hidden="true" />
              Archive All Read
            </Button>
          ) : null}
        </div>
      </div>

      <Tabs value={view} onValueChange={(value) => go({ view: value as InboxView, message: null })} className="mt-6">
        <TabsList aria-label="Messages view">
          <TabsTrigger value="inbox" data-testid="tab-inbox">
            <Inbox aria-hidden="true" />
            Inbox
          </TabsTrigger>
          <TabsTrigger value="archived" data-testid="tab-archived">
            <Archive aria-hidden="true" />
            Archived
          </TabsTrigger>
        </TabsList>
        <TabsContent value={view} className="mt-4">
          <div className="grid gap-4 lg:h-[calc(100dvh-17rem)] lg:min-h-[32rem] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
            <Card className={cn('flex min-h-0 flex-col overflow-hidden', selected && 'hidden lg:flex')}>
              <div className="border-b border-border p-3">
                <SearchBox
                  id="message-search"
                  label="Search messages"
                  placeholder="Search by sender, subject or text…"
                  value={search.typed}
                  onChange={search.setTyped}
                  testId="message-search"
                />
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto" data-testid="message-list" ref={listRef} aria-busy={messages.isFetching}>
                {messages.isLoading ? (
                  <ListSkeleton />
                ) : messages.error && list.length === 0 ? (
                  <LoadError what="the messages" error={messages.error} onRetry={() => void messages.refetch()} />
                ) : list.length === 0 ? (
                  <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="messages-empty">
                    <Mail className="size-10" aria-hidden="true" />
                    <p>{search.q ? 'No messages found' : view === 'archived' ? 'No archived messages' : 'No messages yet'}</p>
                  </div>
                ) : (
                  <>
                    <ul aria-label={view === 'archived' ? 'Archived messages' : 'Inbox'}>
                      {list.map((message) => (
                        <MessageRow
                          key={message.id}
                          message={message}
                          now={now}
                          selected={message.id === selected?.id}
                          onOpen={() => go({ message: message.id }, Boolean(selected) && window.matchMedia('(min-width: 1024px)').matches)}
                        />
                      ))}
                    </ul>
                    <div className="flex flex-col items-center gap-2 p-4 text-sm text-muted-foreground">
                      <p role="status" data-testid="messages-shown">
                        Showing {list.length} of {total} {total === 1 ? 'message' : 'messages'}
                      </p>
                      {messages.hasNextPage ? (
                        <Button variant="outline" size="sm" onClick={loadMore} disabled={messages.isFetchingNextPage} data-testid="messages-load-more">
                          {messages.isFetchingNextPage ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                          Load more
                        </Button>
                      ) : null}
                    </div>
                  </>
                )}
              </div>
            </Card>
            <Card className={cn('min-h-0 overflow-hidden', !selected && 'hidden lg:block')}>
              {selected ? (
                <MessageDetail
                  key={selected.id}
                  message={selected}
                  view={view}
                  actions={actions}
                  onBack={() => go({ message: null })}
                  onClosed={() => go({ message: null }, true)}
                />
              ) : (
                <EmptyDetail />
              )}
            </Card>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
