import { listingBasePath, moderationMessages, type AuditAction, type ListingType } from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ActivityService } from '../notifications/activity.service.ts';

/** What every kind's decision needs from the platform. */
export interface DecisionDeps {
  activityService: ActivityService;
  transact: Transact;
  /** The admin audit trail, written in the decision's transaction. */
  audit: Audit;
  /** The kind's visitors' lists count afresh once a listing is published or withdrawn. */
  listChanged(): void;
}

/** The kinds an admin approves: those whose approvals and rejections the audit trail names (AUDIT_ACTIONS). */
type ApprovedType = {
  [T in ListingType]: `${T}.approve` | `${T}.reject` extends AuditAction ? T : never;
}[ListingType];

/** What the owner is told of a decision: the rejection's text is followed by the admin's reason. */
interface DecisionNotice {
  subject: string;
  text(title: string): string;
}

/** A kind's part of a decision: how it finds, names and records a listing, and what its owner is told. */
export interface DecisionRules<TRow> {
  type: ApprovedType;
  find(id: number): Promise<TRow | undefined | null>;
  missing: string;
  facts(row: TRow): { ownerId: number; title: string; status: string };
  record(tx: Transaction, id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<unknown>;
  told: { approved: DecisionNotice; rejected: DecisionNotice };
  /** More the kind does, in the same transaction, once a listing is approved (events announce themselves). */
  onApproved?(tx: Transaction, row: TRow, id: number): Promise<void>;
}

/**
 * An admin's decision on one listing (docs/rules/approval.md), the same for every kind: refused while a moderator
 * hides it (restoring puts back the status it had; a decision would unhide it), then in one transaction the new
 * status, the owner's notice, the audit entry and the kind's own follow-up. `adminId`: who decided (the demo seed and
 * tests decide as nobody).
 */
export function approvalDecision<TRow>(deps: DecisionDeps, rules: DecisionRules<TRow>) {
  return async (id: number, decision: 'approved' | 'rejected', reason: string | null, adminId?: number) => {
    const row = await rules.find(id);
    if (!row) throw notFound(rules.missing);
    const { ownerId, title, status } = rules.facts(row);
    if (status === 'hidden') throw new AppError('moderation.hidden', 409, moderationMessages.hiddenByModerator);
    const notice = rules.told[decision];
    const text = notice.text(title);
    await deps.transact(async (tx) => {
      await rules.record(tx, id, decision, decision === 'rejected' ? reason : null);
      await deps.activityService.notify(tx, ownerId, {
        type: `${rules.type}.${decision}`,
        subject: notice.subject,
        text: decision === 'rejected' ? `${text}${reason ? `: ${reason}` : '.'}` : text,
        link: `${listingBasePath(rules.type)}/${id}`,
      });
      if (adminId !== undefined) {
        await deps.audit(tx, {
          adminId,
          action: `${rules.type}.${decision === 'approved' ? 'approve' : 'reject'}`,
          targetType: rules.type,
          targetId: id,
          note: reason,
        });
      }
      if (decision === 'approved') await rules.onApproved?.(tx, row, id);
    });
    deps.listChanged();
  };
}
