import { toast } from '@/lib/toast';
import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { shareBody, shareMessages, shareText } from '@akwaaba/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSiteOrigin } from '@/lib/site-origin';

type ShareButtonsProps = {
  /** The page shared, e.g. '/events/7'. */
  path: string;
  title: string;
  /** What the ready message says under the title, a line each (eventShareFacts and the like). */
  facts: readonly (string | null)[];
};

/**
 * Share a page of this site: the device's share sheet when it has one (else the link is copied), a WhatsApp link that
 * opens with a ready message (the title, the facts, the link), since that is where the community passes things on, and
 * the same message copied, for a group chat open elsewhere.
 */
export function ShareButtons({ path, title, facts }: ShareButtonsProps) {
  const url = new URL(path, useSiteOrigin()).href;
  const message = shareText(title, facts, url);

  async function copy(text: string, copied: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(`Could not copy it. Copy it from here: ${text}`);
    }
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: shareBody(title, facts), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url, shareMessages.linkCopied);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary' })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Share on WhatsApp
      </a>
      <Button variant="secondary" onClick={() => void copy(message, shareMessages.messageCopied)}>
        <Copy aria-hidden="true" className="size-4" />
        Copy message
      </Button>
    </>
  );
}
