import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A page's loading line while its one record loads ('Loading business details...'). */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="px-4 py-16 text-center text-stone-700">
      {children}
    </p>
  );
}

/** A page that cannot be shown: why, and where to go instead. */
export function PageAlert({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <Alert variant="error">{message}</Alert>
      {children}
    </div>
  );
}

type PageLoadErrorProps = {
  message: ReactNode;
  onRetry: () => void;
  /** Another way out beside 'Try again' (back to the list). */
  children?: ReactNode;
};

/** A page whose record failed to load: why, 'Try again', and any other way out. */
export function PageLoadError({ message, onRetry, children }: PageLoadErrorProps) {
  return (
    <PageAlert message={message}>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
        {children}
      </div>
    </PageAlert>
  );
}
