import {
  moderationMessages,
  pageMeta,
  pageOffset,
  type AdminUser,
  type AdminUserStatus,
  type ListResponse,
} from '@akwaaba/contracts';
import type { Executor, Transact, Transaction } from '../../db/client.ts';
import type { HiddenReason } from '../../db/hidden-items.ts';
import type { Audit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';

/** A feature whose items a suspension hides (events, listings, jobs, reviews), all of one member at once. */
export interface SuspensionHider {
  hideAllOf(tx: Transaction, userId: number, reason: HiddenReason): Promise<unknown>;
  restoreAllOf(tx: Transaction, userId: number, reason: HiddenReason): Promise<unknown>;
}

interface Deps {
  membersRepository: MembersRepository;
  activityService: ActivityService;
  /** The auth service's: ends every session of a member, in the caller's transaction. */
  revokeSessions(userId: number, exceptTokenId: number | undefined, executor: Executor): Promise<void>;
  hiders: readonly SuspensionHider[];
  audit: Audit;
  transact: Transact;
  clock: Clock;
  /** What visitors' lists count changed (hidden or shown items): every list counts afresh. */
  listChanged(): void;
}

const conflict = (message: string) => new AppError('admin.conflict', 409, message);

function toAdminUser(row: MemberRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    user_type: row.userType,
    business_name: row.businessName,
    is_admin: row.isAdmin,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspension_reason: row.suspensionReason,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    sessions: row.sessions,
  };
}

/**
 * Admins find members, end their sessions, suspend them and lift a suspension. A suspension ends every session at
 * once, and hides every event, listing, job and review of the member (hidden_reason 'suspension'); lifting it shows
 * again exactly those, not what a moderator hid. Each action writes its audit entry in its own transaction.
 */
export function createMembersService(deps: Deps) {
  const { membersRepository, activityService, audit, transact, clock } = deps;

  async function current(userId: number): Promise<AdminUser> {
    return toAdminUser((await membersRepository.find(userId, clock.now()))!);
  }

  /**
   * Suspends the member inside the caller's transaction (an admin's action here, or a report's outcome): refused for
   * the admin themselves and for other admins.
   */
  async function suspendIn(
    tx: Transaction,
    {
      adminId,
      userId,
      note,
      action,
    }: { adminId: number; userId: number; note: string; action: 'user.suspend' | 'report.suspend' },
  ): Promise<void> {
    const member = await membersRepository.lock(tx, userId);
    if (!member) throw notFound(moderationMessages.userNotFound);
    if (member.id === adminId) throw forbidden(moderationMessages.cannotSuspendSelf);
    if (member.isAdmin) throw forbidden(moderationMessages.cannotSuspendAdmin);
    if (member.suspendedAt) throw conflict(moderationMessages.alreadySuspended);
    await suspendMemberIn(tx, userId, note);
    if (action === 'user.suspend') await audit(tx, { adminId, action, targetType: 'user', targetId: userId, note });
  }

  async function suspendMemberIn(tx: Transaction, userId: number, note: string): Promise<void> {
    await membersRepository.setSuspension(tx, userId, { reason: note });
    await deps.revokeSessions(userId, undefined, tx);
    for (const hider of deps.hiders) await hider.hideAllOf(tx, userId, 'suspension');
    await activityService.notify(tx, userId, {
      type: 'account.suspended',
      subject: 'Your Akwaaba account has been suspended',
      text: moderationMessages.suspended,
      details: `Reason: ${note}`,
      link: '/contact',
    });
  }

  return {
    suspendIn,

    /**
     * The system sets an account aside (an address it never proved was claimed by its owner): suspended with its items
     * hidden, every session ended, kept for an admin to review. Admins and accounts already suspended are left as they
     * are, but their sessions still end.
     */
    async setAsideIn(tx: Transaction, userId: number, note: string): Promise<void> {
      const member = await membersRepository.lock(tx, userId);
      if (!member) return;
      if (member.isAdmin || member.suspendedAt) return deps.revokeSessions(userId, undefined, tx);
      await suspendMemberIn(tx, userId, note);
      deps.listChanged();
    },

    async isSuspended(userId: number): Promise<boolean> {
      return (await membersRepository.find(userId, clock.now()))?.suspendedAt != null;
    },

    /** Profiles as the moderation feature reports and hides them (users.hidden_at: the public page answers 404). */
    profileTarget: {
      async moderationTarget(id: number) {
        const row = await membersRepository.profileFacts(id);
        if (!row) return null;
        return {
          authorId: row.id,
          title: row.name,
          excerpt: row.bio,
          link: `/users/${id}`,
          status: row.hiddenAt ? 'hidden' : 'visible',
          listed: row.showInSearch && row.hiddenAt === null && row.suspendedAt === null,
        };
      },
      hide: (tx: Transaction, id: number) => membersRepository.setProfileHidden(tx, id, true),
      restore: (tx: Transaction, id: number) => membersRepository.setProfileHidden(tx, id, false),
    },

    async search(
      { query, status }: { query?: string; status: AdminUserStatus },
      page: number,
      perPage: number,
    ): Promise<ListResponse<AdminUser>> {
      const { rows, total } = await membersRepository.search(
        { query: query || undefined, suspendedOnly: status === 'suspended' },
        clock.now(),
        perPage,
        pageOffset(page, perPage),
      );
      return { data: rows.map(toAdminUser), ...pageMeta(page, perPage, total, rows.length) };
    },

    async suspend(adminId: number, userId: number, note: string): Promise<AdminUser> {
      await transact((tx) => suspendIn(tx, { adminId, userId, note, action: 'user.suspend' }));
      deps.listChanged();
      return current(userId);
    },

    /** Idempotent: a member who is not suspended is answered unchanged, and no audit entry is written. */
    async unsuspend(adminId: number, userId: number, note: string | undefined): Promise<AdminUser> {
      await transact(async (tx) => {
        const member = await membersRepository.lock(tx, userId);
        if (!member) throw notFound(moderationMessages.userNotFound);
        if (!member.suspendedAt) return;
        await membersRepository.setSuspension(tx, userId, null);
        for (const hider of deps.hiders) await hider.restoreAllOf(tx, userId, 'suspension');
        await audit(tx, { adminId, action: 'user.unsuspend', targetType: 'user', targetId: userId, note });
      });
      deps.listChanged();
      return current(userId);
    },

    /** Signs the member out everywhere; they can sign in again (a suspension is what keeps them out). */
    async revokeSessions(adminId: number, userId: number, note: string | undefined): Promise<AdminUser> {
      await transact(async (tx) => {
        if (!(await membersRepository.lock(tx, userId))) throw notFound(moderationMessages.userNotFound);
        await deps.revokeSessions(userId, undefined, tx);
        await audit(tx, { adminId, action: 'user.sessions_revoke', targetType: 'user', targetId: userId, note });
      });
      return current(userId);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
