import {
  LISTING_PLURALS,
  LISTING_TYPES,
  listingBasePath,
  type ApprovalOperations,
  type ListingType,
  type ListResponse,
} from '@akwaaba/contracts';
import type { PublicCacheScope } from '../../plugins/public-cache.ts';
import type { SitemapSource } from '../../plugins/sitemap.ts';
import type { SuspensionHider } from '../admin/members.service.ts';
import type { DashboardCounterSource } from '../dashboard/dashboard.service.ts';
import type { ModerationTarget } from '../moderation/moderation.service.ts';
import type { ExportSource } from '../privacy/data-export.service.ts';
import type { AccountDeletionStep } from '../profiles/profiles.service.ts';

/**
 * An admin's approval of a kind's listings (docs/rules/approval.md), served by `listingApprovalRoutes` from the
 * operations `approvalOperations` declares for it.
 */
export interface ListingApproval {
  operations: ApprovalOperations;
  /** The visitors' lists a decision changes: the kind's own. */
  scope: PublicCacheScope;
  /** What the admin is told of each decision (the kind's messages in the contracts). */
  messages: { approved: string; rejected: string };
  pending(page: number, perPage: number): Promise<ListResponse<unknown>>;
  /**
   * Decides one listing as `adminId`; answers what the decision's answer carries besides its message as `data`
   * (nothing: a bare message).
   */
  decide(id: number, decision: 'approved' | 'rejected', reason: string | null, adminId: number): Promise<unknown>;
}

/**
 * What every kind of listing members post (events, businesses, jobs) answers to the rest of the platform: one object
 * per kind, registered once in services.ts's `listingKinds`, and wired from there into moderation, suspensions, the
 * dashboard, Download my data, account deletion, the sitemap and, when it has one, admin approval.
 */
export interface ListingKind extends ModerationTarget, SuspensionHider {
  /** What reports name it by. */
  type: ListingType;
  /** Where its public pages live ('/events'); the sitemap lists `${basePath}/${id}`. */
  basePath: string;
  /** The member's counts of it on the dashboard. */
  counters: DashboardCounterSource;
  /** Its share of Download my data. */
  exportFor: ExportSource;
  /** What it does when an account goes, in the deletion's transaction. */
  onAccountDeleted: AccountDeletionStep;
  /** The items a search engine may list: ids and when each last changed. */
  sitemapEntries: SitemapSource['entries'];
  /** Something else (moderation, approval, a suspension) changed what its visitors' lists count. */
  listChanged(): void;
  approval?: ListingApproval;
}

/** The ports a kind's service answers: everything but what names the kind. */
export type ListingPorts = Omit<ListingKind, 'type' | 'basePath' | 'approval'>;

/** A kind's one declaration: its name (contracts' LISTING_TYPES), its approval if any, and its service's ports. */
export function listingKind(
  ports: ListingPorts,
  { type, approval }: { type: ListingType; approval?: Omit<ListingApproval, 'scope'> },
): ListingKind {
  const { moderationTarget, hide, restore, hideAllOf, restoreAllOf } = ports;
  const { counters, exportFor, onAccountDeleted, sitemapEntries, listChanged } = ports;
  return {
    type,
    basePath: listingBasePath(type),
    approval: approval && { ...approval, scope: LISTING_PLURALS[type] },
    moderationTarget,
    hide,
    restore,
    hideAllOf,
    restoreAllOf,
    counters,
    exportFor,
    onAccountDeleted,
    sitemapEntries,
    listChanged,
  };
}

/** Moderation's targets for the listing kinds, by the type reports name; every kind in LISTING_TYPES must be registered. */
export function moderationTargets(kinds: readonly ListingKind[]): Record<ListingType, ModerationTarget> {
  const targets: Partial<Record<ListingType, ModerationTarget>> = {};
  for (const kind of kinds) targets[kind.type] = kind;
  const missing = LISTING_TYPES.filter((type) => !targets[type]);
  if (missing.length > 0) throw new Error(`No listing kind registered for ${missing.join(', ')}`);
  return targets as Record<ListingType, ModerationTarget>;
}
