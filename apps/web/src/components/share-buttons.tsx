import { toast } from '@/lib/toast';
import { MessageCircle, Share2 } from 'lucide-react';
// The share text is written once, with the events' messages where it first appeared (docs/rules/messages.md).
import { eventMessages } from '@akwaaba/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSiteOrigin } from '@/lib/site-origin';

/**
 * Share a page of this site (`path`, e.g. '/events/7'): the device's share sheet when it has one, else the
 * link is copied; and a WhatsApp link, since that is where the community passes links on.
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const url = new URL(path, useSiteOrigin()).href;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(eventMessages.linkCopied);
    } catch {
      toast.error(`Could not copy the link. Copy it from here: ${url}`);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary' })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Share on WhatsApp
      </a>
    </>
  );
}
