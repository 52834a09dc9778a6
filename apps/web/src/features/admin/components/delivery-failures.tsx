import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { RotateCcw } from 'lucide-react';
import { deliveryMessages, formatDateTime, type DeadOutboxMessage } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeadMessages } from '../api/get-dead-messages';
import { useRetryDeadMessage } from '../api/retry-dead-message';
import { AdminQueue, QueueItem } from '@/components/admin-queue';

const KIND_LABELS: Record<string, string> = { mail: 'Mail', sms: 'SMS' };

const kindLabel = (kind: string) => KIND_LABELS[kind] ?? `Task (${kind})`;

/** Mail by its subject; an SMS or a task by what it is and whom it was for. */
function headingOf(message: DeadOutboxMessage): string {
  if (message.subject) return message.subject;
  return message.recipient ? `${kindLabel(message.kind)} to ${message.recipient}` : kindLabel(message.kind);
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{term}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

function DeadMessageItem({ message }: { message: DeadOutboxMessage }) {
  const retry = useRetryDeadMessage();

  function retryMessage() {
    retry.mutate(message.id, {
      onSuccess: (response) => toast.success(response.message || deliveryMessages.retried),
      onError: (error) => console.error(error),
    });
  }

  return (
    <QueueItem
      heading={headingOf(message)}
      actions={
        <div className="flex flex-wrap gap-2 md:shrink-0">
          <Button size="sm" isLoading={retry.isPending} onClick={retryMessage}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      }
      failure={retry.isError ? errorMessage(retry.error, deliveryMessages.retryFailed) : null}
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <Detail term="Kind">{kindLabel(message.kind)}</Detail>
        {message.recipient && <Detail term="To">{message.recipient}</Detail>}
        <Detail term="Tries">{message.attempts}</Detail>
        <Detail term="Queued">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Detail>
        {message.failed_at && (
          <Detail term="Given up">
            <time dateTime={message.failed_at}>{formatDateTime(message.failed_at)}</time>
          </Detail>
        )}
      </dl>
      {message.last_error && (
        <p className="rounded-xl bg-stone-50 p-3 font-mono text-sm break-words text-stone-800">
          <span className="font-sans font-medium">Reason: </span>
          {message.last_error}
        </p>
      )}
    </QueueItem>
  );
}

/** What the outbox could not deliver (refused for good, or out of retries): an admin retries once the cause is fixed. */
export function DeliveryFailures() {
  const [page, setPage] = useState(1);
  const messages = useDeadMessages(page);
  return (
    <AdminQueue
      heading={deliveryMessages.heading}
      intro={deliveryMessages.intro}
      loadingText="Loading undelivered messages..."
      fetchFailed={deliveryMessages.fetchFailed}
      empty={deliveryMessages.empty}
      paginationLabel="Undelivered messages pages"
      items={messages}
      onPageChange={setPage}
    >
      {(message) => <DeadMessageItem key={message.id} message={message} />}
    </AdminQueue>
  );
}
