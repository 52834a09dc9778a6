import { Link } from 'react-router';
import {
  BadgeCheck,
  Building2,
  Flag,
  Mail,
  ShieldCheck,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminStats } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';

const cards: { key: keyof AdminStats; label: string; icon: LucideIcon }[] = [
  { key: 'members', label: 'Members', icon: Users },
  { key: 'individual_members', label: 'Individual members', icon: UserRound },
  { key: 'business_members', label: 'Business members', icon: Building2 },
  { key: 'new_members_this_week', label: 'New members this week', icon: UserPlus },
  { key: 'verification_requests', label: 'Verification requests', icon: BadgeCheck },
  { key: 'open_contact_messages', label: 'Open messages', icon: Mail },
  { key: 'open_reports', label: 'Open reports', icon: Flag },
  { key: 'admins', label: 'Admins', icon: ShieldCheck },
];

/** The admin's landing page: a welcome and the community's numbers. */
export function AdminDashboard({ adminName }: { adminName: string }) {
  const stats = useAdminStats();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="text-stone-700">
          Welcome, {adminName}. From here you keep the community&rsquo;s listings trustworthy: review{' '}
          <Link to={paths.admin.pendingBusinesses.getHref()} className="font-semibold text-ghana-green underline">
            pending businesses
          </Link>
          ,{' '}
          <Link to={paths.admin.pendingEvents.getHref()} className="font-semibold text-ghana-green underline">
            pending events
          </Link>{' '}
          and{' '}
          <Link to={paths.admin.verificationRequests.getHref()} className="font-semibold text-ghana-green underline">
            verification requests
          </Link>
          , answer{' '}
          <Link to={paths.admin.messages.getHref()} className="font-semibold text-ghana-green underline">
            messages
          </Link>{' '}
          sent through the contact form, work the{' '}
          <Link to={paths.admin.reports.getHref()} className="font-semibold text-ghana-green underline">
            reports
          </Link>{' '}
          members send, and keep an eye on how the community grows.
        </p>
      </div>

      {stats.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(stats.error, 'Failed to load the statistics.')}</Alert>
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ key, label, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="text-sm font-medium text-stone-700">{label}</p>
                <Icon aria-hidden="true" className="size-5 text-ghana-green" />
              </div>
              <p className="mt-2 text-3xl font-bold text-stone-900">
                {stats.isPending ? <Spinner size="sm" /> : formatCount(stats.data[key])}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
