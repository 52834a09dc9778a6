import { strToU8, zipSync, type Zippable } from 'fflate';
import { ACCOUNT_DATA_SECTIONS, accountDataFilename, type AccountDataProcessor } from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { Authenticated, AuthService } from '../auth/auth.service.ts';
import type { DataExportRepository } from './data-export.repository.ts';

/** A file of the member's in the ZIP, under `files/` (an event image, a CV). */
export interface ExportFile {
  path: string;
  content: Buffer;
}

/** One feature's share of the file: its sections of data.json, and its files. */
export interface ExportPart {
  data: Record<string, unknown>;
  files?: ExportFile[];
}

/**
 * Each feature's `exportFor`, wired in services.ts (like the account-deletion steps), so this module never reads
 * another feature's tables: a feature added later adds its own source.
 */
export type ExportSource = (member: { id: number; email: string | null }) => Promise<ExportPart>;

interface Deps {
  sources: ExportSource[];
  dataExportRepository: DataExportRepository;
  authService: Pick<AuthService, 'confirmIdentity'>;
  /** Who else handles members' data, named from the configuration (mail, SMS, hosting, maps…). */
  processors: AccountDataProcessor[];
  clock: Clock;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Rows as features read them (camelCase, Dates) in the wire's words: snake_case keys and ISO 8601 dates. */
function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [snakeCase(key), toWire(entry)]));
  }
  return value;
}

/** A path inside the ZIP made of safe names only: a file name a member chose may hold slashes or dots. */
function safePath(path: string): string {
  return path
    .split('/')
    .map((segment) => segment.replace(/[^\p{L}\p{N}._ -]/gu, '_').replace(/^\.+/, '_') || '_')
    .join('/');
}

/** Download my data (POPIA s23): everything held about the member, in one ZIP. */
export function createDataExportService({ sources, dataExportRepository, authService, processors, clock }: Deps) {
  return {
    /** Checks the password again (the file holds everything), then answers the ZIP and its name. */
    async build(auth: Authenticated, password: string | undefined): Promise<{ filename: string; zip: Uint8Array }> {
      await authService.confirmIdentity(auth, password, 'password');
      const member = { id: auth.user.id, email: auth.user.email };
      const parts: ExportPart[] = [{ data: { consents: await dataExportRepository.consentsOf(member.id) } }];
      for (const source of sources) parts.push(await source(member));

      const now = clock.now();
      const sections: Record<string, unknown> = Object.fromEntries(
        ACCOUNT_DATA_SECTIONS.map((section) => [section, section === 'account' ? null : []]),
      );
      for (const part of parts) Object.assign(sections, part.data);
      sections.processors = processors;
      const document = { generated_at: now.toISOString(), ...(toWire(sections) as Record<string, unknown>) };

      const zip: Zippable = { 'data.json': strToU8(JSON.stringify(document, null, 2)) };
      for (const file of parts.flatMap((part) => part.files ?? [])) {
        // Images and documents are compressed already.
        zip[`files/${safePath(file.path)}`] = [new Uint8Array(file.content), { level: 0 }];
      }
      return { filename: accountDataFilename(now), zip: zipSync(zip, { mtime: now }) };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
