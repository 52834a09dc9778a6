import { useEffect } from 'react';
import { Link } from 'react-router';
import { BulletList, ContentPage, ContentSection, TextLink } from '@/components/content-layout';

const CITIES = ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'] as const;

const FEATURES = [
  {
    title: 'Events and RSVP',
    body: 'Find community gatherings, cultural celebrations, networking evenings, sports days and more. RSVP so the organiser knows you are coming, and see what is happening near you.',
    to: '/events',
    link: 'Browse events',
  },
  {
    title: 'Business directory',
    body: 'Discover Ghanaian-owned businesses and services across South Africa — from restaurants and retail to healthcare, technology and professional services. Read honest reviews from members, write your own, and look for the verified badge.',
    to: '/businesses',
    link: 'Explore businesses',
  },
  {
    title: 'Jobs',
    body: 'Employers post openings and members apply directly on the site, with a cover note and, if you like, a CV. Applicants can follow the status of their applications.',
    to: '/jobs',
    link: 'See job listings',
  },
  {
    title: 'Member profiles',
    body: 'Tell the community a little about yourself or your business. Your profile shows your city, never your street address, and you can hide it from search.',
    to: '/register',
    link: 'Create your profile',
  },
] as const;

export default function AboutPage() {
  useEffect(() => {
    document.title = 'About — Akwaaba';
  }, []);

  return (
    <ContentPage
      title="About Akwaaba"
      intro={
        <>
          <p>
            <strong className="font-semibold text-gray-900">Akwaaba</strong> means “welcome” in Akan (Twi). It is the
            first word many of us heard growing up, and it is the spirit of this site: a home online for Ghanaians
            living in South Africa and for everyone who loves Ghana.
          </p>
          <p>
            Here you can find community events, support Ghanaian businesses, discover job opportunities and connect with
            people who share your roots — wherever in South Africa you have settled.
          </p>
        </>
      }
    >
      <ContentSection id="who-it-is-for" title="Who it is for">
        <p>
          Akwaaba is for Ghanaians in South Africa — students, young professionals, families, business owners and people
          who have just arrived — and for friends of Ghana who want to take part. Members live in{' '}
          {CITIES.slice(0, -1).join(', ')} and {CITIES[CITIES.length - 1]}, and in towns across the country beyond them.
        </p>
        <p>
          Whether you are looking for a place to celebrate Independence Day, a trusted tailor or caterer, your next job,
          or simply a familiar voice in a new city, you are welcome here.
        </p>
      </ContentSection>

      <ContentSection id="what-you-can-do" title="What you can do">
        <p>
          Anyone can browse events, businesses and jobs and use the site-wide search. With a free account you can take
          part:
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-gray-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{feature.body}</p>
              <p className="mt-3 text-sm">
                <TextLink to={feature.to}>{feature.link}</TextLink>
              </p>
            </li>
          ))}
        </ul>
        <p>
          There are two kinds of account. An <strong className="font-semibold text-gray-900">individual</strong> account
          lets you RSVP to events, follow businesses, write reviews and apply for jobs. A{' '}
          <strong className="font-semibold text-gray-900">business</strong> account lets you list your business, create
          events and post jobs.
        </p>
      </ContentSection>

      <ContentSection id="trust" title="How we keep listings trustworthy">
        <p>A community directory is only useful if people can rely on it. That is why:</p>
        <BulletList>
          <li>
            <strong className="font-semibold text-gray-900">Every new business is reviewed.</strong> Our admins look at
            each new listing before it appears in the directory, and may approve it or turn it down with a reason.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Verified badges are earned.</strong> A business owner can
            request verification by adding the business’s registration details. An admin checks them before the verified
            badge is shown. The badge tells you the details were checked; it is not an endorsement of the business.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Events are checked too.</strong> Events from verified
            businesses are published at once. Events from everyone else are reviewed by an admin first.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Reviews are first-hand.</strong> Each member can leave one
            review per business, based on their own experience, and can update it later.
          </li>
        </BulletList>
        <p>
          If something looks wrong — a misleading listing, a suspicious job advert or an unfair review — please{' '}
          <TextLink to="/contact">let us know</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id="values" title="What we value">
        <BulletList>
          <li>
            <strong className="font-semibold text-gray-900">Welcome.</strong> Newcomers and old-timers, Ghanaians and
            friends of Ghana — everyone is treated as a guest at the door.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Honesty.</strong> Real events, real businesses, real jobs
            and reviews written by people who were there.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Respect.</strong> We disagree kindly and keep the community
            safe from scams, harassment and hate.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Looking out for one another.</strong> Sharing opportunities,
            supporting each other’s businesses and helping people find their feet.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Privacy.</strong> Profiles show your city, never your street
            address; only an event’s organiser sees who is attending; and you decide whether your profile appears in
            search. Read our <TextLink to="/privacy">Privacy Policy</TextLink> to learn more.
          </li>
        </BulletList>
      </ContentSection>

      <section
        aria-labelledby="join-title"
        className="rounded-xl border border-ghana-gold bg-ghana-gold-light px-6 py-8 text-center sm:px-10"
      >
        <h2 id="join-title" className="text-2xl font-bold text-gray-900">
          Akwaaba — you are welcome here
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-base leading-7 text-gray-700">
          Join for free to RSVP to events, review businesses, apply for jobs and be part of the community. Questions or
          ideas? We would love to hear from you.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="inline-flex min-w-40 items-center justify-center rounded-md bg-ghana-green px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-ghana-green-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-green"
          >
            Join the community
          </Link>
          <Link
            to="/contact"
            className="inline-flex min-w-40 items-center justify-center rounded-md border border-ghana-green bg-white px-5 py-2.5 font-semibold text-ghana-green hover:bg-ghana-green-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-green"
          >
            Contact us
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
