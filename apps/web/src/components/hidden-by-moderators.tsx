import { Alert } from '@/components/ui/alert';

/** What the owner of an item a moderator hid sees on its page: nobody else can open it. */
export function HiddenByModerators() {
  return (
    <Alert variant="error" title="Hidden by moderators. Only you can see it.">
      Our moderators hid it after a report; we sent you a message saying why. Contact us if you think this is a mistake.
    </Alert>
  );
}
