import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DataSaverToggle } from '@/components/data-saver-toggle';
import { Logo } from './logo';

const quickLinks = [
  { label: 'Events', to: paths.events.getHref() },
  { label: 'Businesses', to: paths.businesses.getHref() },
  { label: 'Jobs', to: paths.jobs.getHref() },
  { label: 'Associations', to: paths.associations.getHref() },
  { label: 'Notices', to: paths.notices.getHref() },
  { label: 'About', to: paths.about.getHref() },
];

const supportLinks = [
  { label: 'Contact Us', to: paths.contact.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
];

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-ghana-gold uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-stone-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo light />
          <p className="mt-4 max-w-md">
            Akwaaba means &lsquo;welcome&rsquo;. A home for Ghanaians living in South Africa: meet at community events,
            support Ghanaian businesses and find your next job.
          </p>
          <DataSaverToggle className="mt-6" />
        </div>
        <FooterLinks title="Quick Links" links={quickLinks} />
        <FooterLinks title="Support" links={supportLinks} />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-400 sm:px-6 lg:px-8">
          &copy; {new Date().getFullYear()} Akwaaba. Made with love by the Ghanaian community in South Africa.
        </p>
      </div>
    </footer>
  );
}
