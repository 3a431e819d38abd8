import { Archive, Inbox } from 'lucide-react';
import { Card, Tabs, TabsContent, TabsList, TabsTrigger, cn, toast } from '@artshop/ui';
import { SearchBox } from '../../shared/components/SearchBox';
import { usePageTitle } from '../../shared/title';
import { MessageDetail } from './components/MessageDetail';
import { MessageList } from './components/MessageList';
import { MessagesHeader } from './components/MessagesHeader';
import { EmptyDetail } from './components/EmptyDetail';
import { useMessageActions } from './hooks';
import type { InboxView } from './messages';
import { archivedReadToast, failureToast } from './toasts';
import { useInbox } from './useInbox';
import { useInboxPlace } from './useInboxPlace';
import { useLinkedMessage } from './useLinkedMessage';
import { useMarkReadOnOpen } from './useMarkReadOnOpen';

/**
 * Messages: inbox list newest first beside a detail pane, Archived view, search, reply, archive,
 * delete. The server searches and pages; the view, the search and the open message are in the address.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const { view, selectedId, search, go, dropMessage } = useInboxPlace();
  const inbox = useInbox(view, search.q, selectedId);
  const { selected } = inbox;
  const actions = useMessageActions();
  useMarkReadOnOpen(selected, actions.markRead);
  useLinkedMessage(inbox.messages, selectedId, selected, dropMessage);

  const archiveAllRead = () =>
    actions.archiveRead.mutate(undefined, {
      onSuccess: ({ archived }) => {
        if (selected?.isRead && view === 'inbox') go({ message: null }, true);
        toast(archivedReadToast(archived));
      },
      onError: (error) => toast(failureToast('archive-read', error)),
    });

  return (
    <div className="mx-auto max-w-7xl">
      <MessagesHeader
        view={view}
        unreadCount={inbox.unreadCount}
        unreadLoading={inbox.unreadLoading}
        readInInbox={inbox.readInInbox}
        refreshing={inbox.refreshing}
        archivingRead={actions.archiveRead.isPending}
        onRefresh={inbox.refresh}
        onArchiveAllRead={archiveAllRead}
      />

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
              <MessageList
                view={view}
                q={search.q}
                messages={inbox.messages}
                list={inbox.list}
                total={inbox.total}
                selectedId={selected?.id}
                onOpen={(message) => go({ message: message.id }, Boolean(selected) && window.matchMedia('(min-width: 1024px)').matches)}
              />
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
