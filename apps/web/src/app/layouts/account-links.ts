import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  Briefcase,
  BriefcaseBusiness,
  Building2,
  CalendarCheck,
  CalendarPlus,
  FileText,
  FolderOpen,
  Bookmark,
  Heart,
  LayoutDashboard,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { CurrentUser } from '@akwaaba/contracts';
import { paths } from '@/config/paths';

export type AccountLink = { label: string; to: string; icon: LucideIcon };

export const mainNavLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Events', to: paths.events.getHref() },
  { label: 'Businesses', to: paths.businesses.getHref() },
  { label: 'Jobs', to: paths.jobs.getHref() },
  { label: 'Associations', to: paths.associations.getHref() },
  { label: 'Notices', to: paths.notices.getHref() },
  { label: 'About', to: paths.about.getHref() },
] as const;

/**
 * The account menu (docs/rules/who-sees-what.md): admins see the Admin Dashboard first, then links per account type.
 */
export function accountLinks(user: Pick<CurrentUser, 'is_admin' | 'user_type'>): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.is_admin) links.push({ label: 'Admin Dashboard', to: paths.admin.dashboard.getHref(), icon: ShieldCheck });
  links.push(
    { label: 'Dashboard', to: paths.dashboard.getHref(), icon: LayoutDashboard },
    { label: 'Profile', to: paths.profile.getHref(), icon: UserRound },
  );
  if (user.user_type === 'business') {
    links.push(
      { label: 'Create Event', to: paths.createEvent.getHref(), icon: CalendarPlus },
      { label: 'List Business', to: paths.createBusiness.getHref(), icon: Building2 },
      { label: 'Post Job', to: paths.createJob.getHref(), icon: Briefcase },
      { label: 'My Events', to: paths.myEvents.getHref(), icon: CalendarCheck },
      { label: 'My Jobs', to: paths.myJobs.getHref(), icon: BriefcaseBusiness },
      { label: 'My Associations', to: paths.myAssociations.getHref(), icon: UsersRound },
      { label: 'My Content', to: paths.myContent.getHref(), icon: FolderOpen },
    );
  } else {
    links.push(
      { label: 'My Events', to: paths.myEvents.getHref(), icon: CalendarCheck },
      { label: 'Following', to: paths.following.getHref(), icon: Heart },
      { label: 'Applications', to: paths.applications.getHref(), icon: FileText },
      { label: 'Saved Jobs', to: paths.mySavedJobs.getHref(), icon: Bookmark },
      { label: 'Job Alerts', to: paths.myJobAlerts.getHref(), icon: BellRing },
      { label: 'My Associations', to: paths.myAssociations.getHref(), icon: UsersRound },
    );
  }
  return links;
}
