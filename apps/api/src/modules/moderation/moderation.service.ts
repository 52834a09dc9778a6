import {
  moderationMessages,
  pageMeta,
  pageOffset,
  REPORT_TARGET_LABELS,
  RESOLVE_ACTION_OUTCOMES,
  type AdminReport,
  type ListResponse,
  type Report,
  type ReportStatus,
  type ReportTarget,
  type ReportTargetType,
  type ResolveAction,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import type { HiddenReason } from '../../db/hidden-items.ts';
import type { Audit } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { ReportsRepository, ReportWithNames, Target } from './reports.repository.ts';
import type { ReportRow } from './reports.table.ts';

/** What the queue shows of a reported item, and who wrote it. */
export interface TargetFacts {
  authorId: number | null;
  title: string;
  excerpt: string | null;
  link: string;
  status: string;
  /** Whether every member may see it now (a member can report only what they can see). */
  listed: boolean;
}

/** A feature whose items members report (events, listings, reviews, jobs, profiles): passed in by services.ts. */
export interface ModerationTarget {
  moderationTarget(id: number): Promise<TargetFacts | null>;
  hide(tx: Transaction, id: number, reason: HiddenReason): Promise<boolean>;
  restore(tx: Transaction, id: number, reason: HiddenReason): Promise<boolean>;
}

interface Deps {
  reportsRepository: ReportsRepository;
  targets: Record<ReportTargetType, ModerationTarget>;
  activityService: ActivityService;
  /** The admin members service's suspension, inside the resolving transaction. */
  suspendIn(
    tx: Transaction,
    suspension: { adminId: number; userId: number; note: string; action: 'report.suspend' },
  ): Promise<void>;
  isSuspended(userId: number): Promise<boolean>;
  audit: Audit;
  transact: Transact;
  /** Items were hidden or shown: every visitors' list counts afresh. */
  listChanged(): void;
}

/** What the activity entry may hold (activities.message). */
const ACTIVITY_TEXT_MAX = 300;
const EXCERPT_MAX = 200;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason as Report['reason'],
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Members report what they see; admins work the queue. Resolving a report decides for every open report of the
 * same item: hide it (its author told, with the note), warn its author, suspend its author, or dismiss. Each
 * decision and restore writes its audit entry in its own transaction.
 */
export function createModerationService(deps: Deps) {
  const { reportsRepository, targets, activityService, audit, transact } = deps;

  const describe = (target: Target) => targets[target.type].moderationTarget(target.id);

  async function toAdminReport(row: ReportWithNames): Promise<AdminReport> {
    const { report } = row;
    const facts = await describe({ type: report.targetType, id: report.targetId });
    const target: ReportTarget | null = facts
      ? {
          title: facts.title,
          excerpt: facts.excerpt ? cut(facts.excerpt, EXCERPT_MAX) : null,
          link: facts.link,
          status: facts.status,
        }
      : null;
    return {
      id: report.id,
      target_type: report.targetType,
      target_id: report.targetId,
      target,
      author:
        report.authorId !== null && row.authorName !== null ? { id: report.authorId, name: row.authorName } : null,
      reporter:
        report.reporterId !== null && row.reporterName !== null
          ? { id: report.reporterId, name: row.reporterName }
          : null,
      reason: report.reason as AdminReport['reason'],
      details: report.details,
      status: report.status,
      outcome: report.outcome,
      resolution_note: report.resolutionNote,
      resolved_by:
        report.resolvedBy !== null && row.resolverName !== null
          ? { id: report.resolvedBy, name: row.resolverName }
          : null,
      resolved_at: report.resolvedAt?.toISOString() ?? null,
      created_at: report.createdAt.toISOString(),
      reports_on_target: row.reportsOnTarget,
    };
  }

  /** Tells the author what a moderator decided about their item: an activity entry and a mail, with the note. */
  async function tellAuthor(
    tx: Transaction,
    authorId: number,
    { type, subject, text, note, link }: { type: string; subject: string; text: string; note?: string; link: string },
  ): Promise<void> {
    const full = note ? `${text} Note from our moderators: ${note}` : text;
    await activityService.notify(tx, authorId, {
      type,
      subject,
      text: cut(full, ACTIVITY_TEXT_MAX),
      // The mail carries the whole note when the entry had to cut it.
      details: full.length > ACTIVITY_TEXT_MAX && note ? `Note from our moderators: ${note}` : undefined,
      link,
    });
  }

  return {
    /** A member's report: 201 when new, 200 with the first one when they reported the item already. */
    async report(
      viewer: { id: number },
      body: { target_type: ReportTargetType; target_id: number; reason: Report['reason']; details?: string },
    ): Promise<{ created: boolean; report: Report }> {
      const target: Target = { type: body.target_type, id: body.target_id };
      const facts = await describe(target);
      if (!facts) throw notFound();
      if (facts.authorId === viewer.id) throw forbidden(moderationMessages.cannotReportOwn);
      if (!facts.listed) throw notFound();
      const existing = await reportsRepository.openOf(viewer.id, target);
      if (existing) return { created: false, report: toReport(existing) };
      const inserted = await transact((tx) =>
        reportsRepository.insert(tx, {
          reporterId: viewer.id,
          target,
          authorId: facts.authorId,
          reason: body.reason,
          details: body.details ?? null,
        }),
      );
      // The same member's second request raced the first past the check: the unique index kept one report.
      if (!inserted) return { created: false, report: toReport((await reportsRepository.openOf(viewer.id, target))!) };
      return { created: true, report: toReport(inserted) };
    },

    async list(status: ReportStatus, page: number, perPage: number): Promise<ListResponse<AdminReport>> {
      const { rows, total } = await reportsRepository.list(status, perPage, pageOffset(page, perPage));
      return {
        data: await Promise.all(rows.map(toAdminReport)),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    /** Resolves the report, and every other open report of the same item, with the admin's decision. */
    async resolve(adminId: number, reportId: number, action: ResolveAction, note: string | undefined) {
      const known = await reportsRepository.find(reportId);
      if (!known) throw notFound(moderationMessages.reportNotFound);
      const target: Target = { type: known.report.targetType, id: known.report.targetId };
      // Read before the transaction: inside it every statement must go through it (PGlite has one connection).
      const facts = await describe(target);
      const label = REPORT_TARGET_LABELS[target.type].toLowerCase();
      const item = facts ? `${label} “${facts.title}”` : label;
      await transact(async (tx) => {
        const report = (await reportsRepository.lock(tx, reportId))!;
        if (report.status !== 'open') {
          throw new AppError('moderation.resolved', 409, moderationMessages.alreadyResolved);
        }
        const authorId = report.authorId;
        if (action === 'hide') {
          if (!facts) throw new AppError('moderation.gone', 409, moderationMessages.targetGone);
          await targets[target.type].hide(tx, target.id, 'moderation');
          if (authorId !== null) {
            await tellAuthor(tx, authorId, {
              type: 'moderation.hidden',
              subject: `Your ${label} was hidden`,
              text: moderationMessages.authorHidden(item),
              note,
              link: facts.link,
            });
          }
        } else if (action === 'warn' || action === 'suspend') {
          if (authorId === null) throw new AppError('moderation.no_author', 409, moderationMessages.noAuthor);
          if (action === 'warn') {
            await tellAuthor(tx, authorId, {
              type: 'moderation.warned',
              subject: 'A warning from the Akwaaba moderators',
              text: moderationMessages.authorWarned(item),
              note,
              link: facts?.link ?? '/dashboard',
            });
          } else {
            await deps.suspendIn(tx, { adminId, userId: authorId, note: note!, action: 'report.suspend' });
          }
        }
        await reportsRepository.resolveAll(tx, target, {
          outcome: RESOLVE_ACTION_OUTCOMES[action],
          note: note ?? null,
          resolvedBy: adminId,
        });
        await audit(tx, { adminId, action: `report.${action}`, targetType: target.type, targetId: target.id, note });
      });
      if (action === 'hide' || action === 'suspend') deps.listChanged();
      const resolved = (await reportsRepository.find(reportId))!;
      return {
        report: await toAdminReport(resolved),
        message: moderationMessages.resolved[RESOLVE_ACTION_OUTCOMES[action]],
      };
    },

    /** Shows an item a moderator hid again, as it was before; it stays hidden while its author is suspended. */
    async restore(adminId: number, type: ReportTargetType, id: number, note: string | undefined) {
      const facts = await describe({ type, id });
      if (!facts) throw notFound();
      const authorSuspended = facts.authorId !== null && (await deps.isSuspended(facts.authorId));
      await transact(async (tx) => {
        if (!(await targets[type].restore(tx, id, 'moderation'))) {
          throw new AppError('moderation.not_hidden', 409, moderationMessages.notHidden);
        }
        if (authorSuspended) await targets[type].hide(tx, id, 'suspension');
        else if (facts.authorId !== null) {
          const label = REPORT_TARGET_LABELS[type].toLowerCase();
          await tellAuthor(tx, facts.authorId, {
            type: 'moderation.restored',
            subject: `Your ${label} is visible again`,
            text: moderationMessages.authorRestored(`${label} “${facts.title}”`),
            note,
            link: facts.link,
          });
        }
        await audit(tx, { adminId, action: 'moderation.restore', targetType: type, targetId: id, note });
      });
      deps.listChanged();
      const after = (await describe({ type, id }))!;
      return {
        target_type: type,
        target_id: id,
        target: {
          title: after.title,
          excerpt: after.excerpt ? cut(after.excerpt, EXCERPT_MAX) : null,
          link: after.link,
          status: after.status,
        },
      };
    },

    openCount: () => reportsRepository.openCount(),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
