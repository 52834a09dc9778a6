import {
  adminReport,
  adminUser,
  auditEntry,
  type AdminReport,
  type AdminUser,
  type AuditEntry,
} from '@akwaaba/contracts';

let nextId = 5000;

/** An open report of an event, as the admin queue lists it. */
export function makeAdminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  const id = overrides.id ?? nextId++;
  return adminReport.parse({
    id,
    target_type: 'event',
    target_id: 70,
    target: {
      title: 'Free iPhones at the braai',
      excerpt: 'Send R500 to claim yours.',
      link: '/events/70',
      status: 'approved',
    },
    author: { id: 900, name: 'Kofi Boateng' },
    reporter: { id: 950, name: 'Esi Appiah' },
    reason: 'scam',
    details: 'They asked me for money up front.',
    status: 'open',
    outcome: null,
    resolution_note: null,
    resolved_by: null,
    resolved_at: null,
    created_at: '2030-06-01T08:00:00.000Z',
    reports_on_target: 1,
    ...overrides,
  });
}

/** A member as the admin members search lists them. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides.id ?? nextId++;
  return adminUser.parse({
    id,
    name: 'Kofi Boateng',
    email: `member${id}@example.com`,
    phone: '+27821234567',
    user_type: 'individual',
    business_name: null,
    is_admin: false,
    suspended_at: null,
    suspension_reason: null,
    created_at: '2029-01-15T08:00:00.000Z',
    last_active_at: '2030-06-01T09:30:00.000Z',
    sessions: 2,
    ...overrides,
  });
}

/** One entry of the audit trail. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return auditEntry.parse({
    id: overrides.id ?? nextId++,
    admin: { id: 1, name: 'Efua Admin' },
    action: 'user.suspend',
    target_type: 'user',
    target_id: 900,
    note: 'Repeated scam listings.',
    created_at: '2030-06-02T10:00:00.000Z',
    ...overrides,
  });
}
