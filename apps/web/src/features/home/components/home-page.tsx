import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Briefcase, Building2, CalendarDays } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';

const features = [
  {
    title: 'Community Events',
    text: 'From Independence Day celebrations to networking evenings and church harvests: find out what is on and RSVP.',
    to: paths.events.getHref(),
    cta: 'Browse events',
    icon: CalendarDays,
    accent: 'bg-ghana-red',
  },
  {
    title: 'Business Directory',
    text: 'Support Ghanaian-owned businesses near you: restaurants, salons, shops and professional services.',
    to: paths.businesses.getHref(),
    cta: 'Find businesses',
    icon: Building2,
    accent: 'bg-ghana-gold',
  },
  {
    title: 'Job Opportunities',
    text: 'Discover roles posted by community employers and take the next step in your career in South Africa.',
    to: paths.jobs.getHref(),
    cta: 'See jobs',
    icon: Briefcase,
    accent: 'bg-ghana-green',
  },
];

/** Static goals for the community, not live counts (docs/rules/web-behaviour.md). */
const goals = [
  { value: '1,500+', label: 'members' },
  { value: '200+', label: 'events' },
  { value: '150+', label: 'businesses' },
  { value: '300+', label: 'jobs' },
];

type HomePageProps = {
  searchForm: ReactNode;
  /** A message for the member who just arrived (their account was deleted), above everything else. */
  notice?: ReactNode;
  /** What a visitor comes for, live from the database (upcoming events, new businesses, latest jobs). */
  children?: ReactNode;
};

/** The landing page; the search form and live sections are handed in by the route (features do not import each other). */
export function HomePage({ searchForm, notice, children }: HomePageProps) {
  return (
    <>
      {notice && <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">{notice}</div>}
      <section aria-labelledby="home-title" className="relative overflow-hidden bg-ghana-green text-white">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-ghana-gold/20" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-80 rounded-full bg-ghana-red/25" />
        <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-ghana-gold-on-green uppercase">
            Akwaaba &middot; You are welcome
          </p>
          <h1 id="home-title" className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Home away from home for Ghanaians in South Africa
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-green-50">
            Meet the community, celebrate together, support each other&rsquo;s businesses and find work, from Joburg to
            Cape Town.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.register.getHref()} className={buttonClasses({ variant: 'gold', size: 'lg' })}>
              Join Our Community
            </Link>
            <Link to={paths.events.getHref()} className={buttonClasses({ variant: 'light', size: 'lg' })}>
              Explore Events
            </Link>
          </div>
          <div className="mx-auto mt-10 max-w-3xl text-left text-stone-900">{searchForm}</div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="features-title" className="text-center text-3xl font-bold text-stone-900">
          Everything the community needs, in one place
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map(({ title, text, to, cta, icon: Icon, accent }) => (
            <li
              key={title}
              className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
            >
              <span aria-hidden="true" className={`h-1.5 ${accent}`} />
              <div className="flex flex-1 flex-col p-6">
                <Icon aria-hidden="true" className="size-10 text-ghana-green" />
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 flex-1 text-stone-700">{text}</p>
                <Link
                  to={to}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-ghana-green hover:underline"
                >
                  {cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {children}

      <section aria-labelledby="goals-title" className="bg-ghana-gold-light">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="goals-title" className="text-center text-2xl font-bold text-stone-900">
            We aim to reach
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {goals.map((goal) => (
              <div key={goal.label} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
                <dt className="order-2 text-stone-700">{goal.label}</dt>
                <dd className="text-3xl font-extrabold text-ghana-green">{goal.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="join-title" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="join-title" className="text-3xl font-bold text-stone-900">
          Be part of the family
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
          Create a free account to RSVP to events, follow the businesses you love, apply for jobs, or put your own
          business in front of the community.
        </p>
        <Link to={paths.register.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Join Our Community
        </Link>
      </section>
    </>
  );
}
