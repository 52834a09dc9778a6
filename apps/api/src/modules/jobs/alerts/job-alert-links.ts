import { JOB_ALERT_UNSUBSCRIBE_PATH } from '@akwaaba/contracts';
import { createSigner } from '../../../lib/signed-tokens.ts';

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The one-click unsubscribe link of an alert's mail: `<alert id>.<HMAC of it>`, so it works without signing in and
 * without a table, stops that one alert and no other, and nobody can make one for an alert that is not theirs. Alert
 * ids are never reused, so a link outlives its alert harmlessly. Keyed by the server secret, for this use alone.
 */
export function createJobAlertLinks(secret: string, publicUrl: string) {
  const signer = createSigner(secret, 'akwaaba job alert unsubscribe links');
  const base = publicUrl.replace(/\/$/, '');
  const message = (alertId: number) => `job-alert.${alertId}`;

  return {
    token: (alertId: number) => `${alertId}.${signer.sign(message(alertId))}`,

    /** The alert a token names, or null when it is malformed or its signature is wrong. */
    verify(token: string): number | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const alertId = Number(match[1]);
      return signer.verify(message(alertId), match[2]!) ? alertId : null;
    },

    /** The web page that says which alert the link stops and asks for a click (GET never stops it: scanners prefetch). */
    pageUrl: (token: string) => `${base}${JOB_ALERT_UNSUBSCRIBE_PATH}?token=${token}`,
    /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
    oneClickUrl: (token: string) => `${base}/api/v1/job-alerts/unsubscribe?token=${token}`,
  };
}
export type JobAlertLinks = ReturnType<typeof createJobAlertLinks>;
