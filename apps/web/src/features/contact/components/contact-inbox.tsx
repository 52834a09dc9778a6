import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Archive, Inbox, Mail, RotateCcw } from 'lucide-react';
import {
  CONTACT_CLOSED_RETENTION_MONTHS,
  contactInboxMessages,
  formatDateTime,
  type ContactMessage,
  type ContactMessageStatus,
} from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useContactMessages } from '../api/get-contact-messages';
import { useSetContactMessageStatus } from '../api/set-contact-message-status';
import { QueueHeading, QueueItem, QueueList } from '@/components/admin-queue';

const tabs: readonly TabItem<ContactMessageStatus>[] = [
  { id: 'open', label: 'Open', icon: <Inbox aria-hidden="true" className="size-4" /> },
  { id: 'closed', label: 'Closed', icon: <Archive aria-hidden="true" className="size-4" /> },
];

/** Past this the message shows collapsed to a few lines, with 'Show more'. */
const LONG_MESSAGE_CHARACTERS = 320;
const LONG_MESSAGE_LINES = 5;

const isLong = (text: string) => text.length > LONG_MESSAGE_CHARACTERS || text.split('\n').length > LONG_MESSAGE_LINES;

/** A reply in the admin's own mail program, to the sender, on the same subject. */
function replyHref(message: ContactMessage): string {
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** The sender's text as they typed it (line breaks kept), collapsed when long. */
function MessageText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = isLong(text);
  return (
    <div className="space-y-1">
      <p
        id={textId}
        className={cn(
          'rounded-xl bg-stone-50 p-3 text-sm leading-6 break-words whitespace-pre-line text-stone-800',
          long && !expanded && 'line-clamp-4',
        )}
      >
        {text}
      </p>
      {long && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((shown) => !shown)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}

function ContactMessageItem({ message }: { message: ContactMessage }) {
  const setStatus = useSetContactMessageStatus();
  const closing = message.status === 'open';

  function changeStatus() {
    setStatus.mutate(
      { id: message.id, action: closing ? 'close' : 'reopen' },
      {
        onSuccess: (response) =>
          toast.success(response.message || (closing ? contactInboxMessages.closed : contactInboxMessages.reopened)),
        onError: (error) => console.error(error),
      },
    );
  }

  return (
    <QueueItem
      heading={message.subject}
      actions={
        <div className="flex flex-wrap gap-2 md:shrink-0">
          <Button
            size="sm"
            variant={closing ? 'primary' : 'secondary'}
            isLoading={setStatus.isPending}
            onClick={changeStatus}
          >
            {closing ? (
              <Archive aria-hidden="true" className="size-4" />
            ) : (
              <RotateCcw aria-hidden="true" className="size-4" />
            )}
            {closing ? 'Close' : 'Reopen'}
          </Button>
        </div>
      }
      failure={
        setStatus.isError
          ? errorMessage(
              setStatus.error,
              closing ? contactInboxMessages.closeFailed : contactInboxMessages.reopenFailed,
            )
          : null
      }
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">From: </dt>
          <dd className="inline break-words">{message.name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Email: </dt>
          <dd className="inline break-all">
            <a
              href={replyHref(message)}
              className="inline-flex items-center gap-1 font-medium text-ghana-green underline hover:text-ghana-green-dark"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Received: </dt>
          <dd className="inline">
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </dd>
        </div>
        {message.closed_at && (
          <div>
            <dt className="inline font-medium">Closed: </dt>
            <dd className="inline">
              <time dateTime={message.closed_at}>{formatDateTime(message.closed_at)}</time>
            </dd>
          </div>
        )}
      </dl>
      <MessageText text={message.message} />
    </QueueItem>
  );
}

function MessagesPanel({ status }: { status: ContactMessageStatus }) {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(status, page);
  return (
    <QueueList
      loadingText="Loading messages..."
      fetchFailed={contactInboxMessages.fetchFailed}
      empty={status === 'open' ? contactInboxMessages.noneOpen : contactInboxMessages.noneClosed}
      paginationLabel={status === 'open' ? 'Open messages pages' : 'Closed messages pages'}
      items={messages}
      onPageChange={setPage}
    >
      {(message) => <ContactMessageItem key={message.id} message={message} />}
    </QueueList>
  );
}

/** The contact form's messages: the admin reads each, replies by email, and closes it; closed ones can be reopened. */
export function ContactInbox() {
  const [status, setStatus] = useState<ContactMessageStatus>('open');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <QueueHeading
        heading={contactInboxMessages.heading}
        intro={`Messages sent through the contact form. Reply by email, then close the message; closed messages are deleted ${CONTACT_CLOSED_RETENTION_MONTHS} months after closing.`}
      />
      <Tabs label="Messages by status" tabs={tabs} selected={status} onSelect={setStatus}>
        {/* A panel per status: switching tabs starts at the first page. */}
        {(selected) => <MessagesPanel key={selected} status={selected} />}
      </Tabs>
    </div>
  );
}
