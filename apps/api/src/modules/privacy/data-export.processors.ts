import type { AccountDataProcessor } from '@akwaaba/contracts';

/** The parts of the configuration that say who else handles members' data. */
export interface ProcessorSettings {
  SMTP_URL?: string | undefined;
  SMS_PROVIDER: 'outbox' | 'bulksms' | 'clickatell';
  PLACES_PROVIDER: string;
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
  socialProviders: readonly string[];
}

const SMS_GATEWAYS = { bulksms: 'BulkSMS', clickatell: 'Clickatell' } as const;

/**
 * Who else handles a member's data for Akwaaba (POPIA s18 recipients), named generically from the configuration:
 * a processor that is not configured is not listed.
 */
export function processorsFromConfig(settings: ProcessorSettings): AccountDataProcessor[] {
  const processors: AccountDataProcessor[] = [
    {
      purpose: 'Hosting: the server and database that keep your account',
      processor: settings.DATABASE_URL ? 'Our hosting provider (PostgreSQL)' : 'Our hosting provider',
    },
  ];
  if (settings.S3_BUCKET) {
    processors.push({
      purpose: 'Storing uploaded images and CVs',
      processor: 'An S3-compatible object storage provider',
    });
  }
  if (settings.REDIS_URL) {
    processors.push({ purpose: 'Rate limits and caches shared between servers', processor: 'A Redis provider' });
  }
  if (settings.SMTP_URL) {
    processors.push({ purpose: 'Sending email to your address', processor: 'Our email delivery provider (SMTP)' });
  }
  if (settings.SMS_PROVIDER !== 'outbox') {
    processors.push({
      purpose: 'Sending SMS codes to your phone number',
      processor: `SMS gateway: ${SMS_GATEWAYS[settings.SMS_PROVIDER]}`,
    });
  }
  if (settings.PLACES_PROVIDER === 'google') {
    processors.push({ purpose: 'Maps and address suggestions', processor: 'Google Maps Platform' });
  }
  for (const provider of settings.socialProviders) {
    processors.push({ purpose: 'Signing in with a social account', processor: provider });
  }
  return processors;
}
