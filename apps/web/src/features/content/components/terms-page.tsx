import { useEffect } from 'react';
import { formatLongDate, TERMS_VERSION } from '@akwaaba/contracts';
import { BulletList, ContentPage, ContentSection, TextLink } from '@/components/content-layout';

const SECTIONS = [
  { id: 'agreement', title: 'About these terms' },
  { id: 'accounts', title: 'Your account' },
  { id: 'account-types', title: 'Individual and business accounts' },
  { id: 'content-rules', title: 'What you post' },
  { id: 'events', title: 'Events' },
  { id: 'businesses-reviews', title: 'Business listings and reviews' },
  { id: 'verification', title: 'Verification is not an endorsement' },
  { id: 'jobs', title: 'Jobs and applications' },
  { id: 'moderation', title: 'Moderation and removal' },
  { id: 'your-content', title: 'Rights in your content' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'liability', title: 'Availability and liability' },
  { id: 'termination', title: 'Closing or suspending accounts' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'law', title: 'Governing law' },
  { id: 'contact', title: 'Contact us' },
] as const;

function title(id: (typeof SECTIONS)[number]['id']): string {
  return SECTIONS.find((section) => section.id === id)!.title;
}

export default function TermsPage() {
  useEffect(() => {
    document.title = 'Terms of Service — Akwaaba';
  }, []);

  return (
    <ContentPage
      title="Terms of Service"
      lastUpdated={`Version of ${formatLongDate(TERMS_VERSION)}`}
      contents={SECTIONS}
      intro={
        <p>
          These terms explain the rules for using Akwaaba, the community platform for Ghanaians and friends of Ghana in
          South Africa. Please read them carefully: by creating an account or using the site you agree to them.
        </p>
      }
    >
      <ContentSection id="agreement" title={title('agreement')}>
        <p>
          In these terms, “Akwaaba”, “we”, “us” and “our” mean the operators of this platform, and “you” means anyone
          who visits the site or holds an account. “Content” means anything members put on the site, such as profiles,
          events, business listings, reviews, job adverts, applications and messages.
        </p>
        <p>
          If you do not agree with these terms, please do not use the site. Our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink> explains how we handle personal information and forms part
          of these terms.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title={title('accounts')}>
        <BulletList>
          <li>You must be at least 18 years old to create an account.</li>
          <li>
            One person per account. Do not create an account for someone else, share your account, or open several
            accounts to get around a limit or a suspension.
          </li>
          <li>
            Give accurate information when you register and keep it up to date. Do not pretend to be another person,
            business or organisation.
          </li>
          <li>
            Keep your password secret and sign out on shared devices. You are responsible for what happens under your
            account. If you think someone else has access to it, change your password and{' '}
            <TextLink to="/contact">tell us</TextLink> straight away.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection id="account-types" title={title('account-types')}>
        <p>There are two kinds of account:</p>
        <BulletList>
          <li>
            <strong className="font-semibold text-gray-900">Individual accounts</strong> are for people. They can RSVP
            to events, follow businesses, write reviews and apply for jobs.
          </li>
          <li>
            <strong className="font-semibold text-gray-900">Business accounts</strong> are for people who run a business
            or organisation. They can list businesses, create events and post jobs. If you open a business account you
            confirm that you are allowed to act for that business.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection id="content-rules" title={title('content-rules')}>
        <p>
          You are responsible for the content you post. It must be honest, lawful and respectful. In particular, you
          must not:
        </p>
        <BulletList>
          <li>post anything false or misleading, including fake events, businesses or job adverts;</li>
          <li>
            run or promote scams, pyramid schemes, or requests for money or personal documents under false pretences;
          </li>
          <li>
            harass, threaten or bully anyone, or post hate speech or content that discriminates unfairly against people
            on grounds such as race, ethnic or social origin, nationality, gender, religion, disability or sexual
            orientation;
          </li>
          <li>
            share another person’s personal information (such as their phone number, address or documents) without their
            permission;
          </li>
          <li>post content that infringes someone else’s copyright, trade mark or other rights;</li>
          <li>send spam, upload malware, or try to break, overload, scrape or get around the security of the site.</li>
        </BulletList>
      </ContentSection>

      <ContentSection id="events" title={title('events')}>
        <p>
          Events are organised and run by their organisers, not by Akwaaba. The organiser is responsible for the event
          description, date, venue, price, capacity, safety and for keeping attendees informed of changes or
          cancellations.
        </p>
        <p>
          An RSVP tells the organiser you plan to attend; it is not a ticket purchase from us. Any payment, refund or
          entry arrangement is between you and the organiser. Events from verified businesses are published straight
          away; other events are reviewed by an admin before they appear.
        </p>
      </ContentSection>

      <ContentSection id="businesses-reviews" title={title('businesses-reviews')}>
        <p>
          Business listings must describe a real business accurately, including its contact details, address and
          operating hours. New listings are reviewed by an admin before they are shown in the directory.
        </p>
        <p>Reviews must be honest and based on your own first-hand experience. You must not:</p>
        <BulletList>
          <li>write fake reviews, or review a business you own, work for or compete with;</li>
          <li>
            offer or accept payment, discounts or gifts in exchange for a review, or pressure anyone to change one;
          </li>
          <li>use a review to harass someone or to share personal information.</li>
        </BulletList>
        <p>Each member may leave one review per business and may edit it later.</p>
      </ContentSection>

      <ContentSection id="verification" title={title('verification')}>
        <p>
          A verified badge means that an admin has checked the business details its owner gave us, such as a
          registration number. It is not an endorsement, recommendation or guarantee of the business, its goods or its
          services, and it does not mean we have inspected its premises, licences or finances. Please use your own
          judgement before doing business with anyone you meet through the site.
        </p>
      </ContentSection>

      <ContentSection id="jobs" title={title('jobs')}>
        <p>
          Job adverts are posted by employers. Akwaaba is not the employer and is not a recruitment agency: we do not
          screen candidates, make hiring decisions or guarantee that a job is still available. Any employment
          relationship is between the applicant and the employer.
        </p>
        <p>Employers who post jobs must:</p>
        <BulletList>
          <li>advertise real vacancies with accurate pay, location, type and requirements;</li>
          <li>never ask applicants to pay a fee to apply, to be interviewed or to be hired;</li>
          <li>follow South African employment and anti-discrimination law in their adverts and hiring;</li>
          <li>
            use applicants’ information, including CVs, only to consider them for that job, keep it secure, and not
            share it with anyone else without the applicant’s permission.
          </li>
        </BulletList>
        <p>
          Applicants must give truthful information. If a job advert looks like a scam, please do not send money or
          documents — <TextLink to="/contact">report it to us</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id="moderation" title={title('moderation')}>
        <p>
          Our admins review new businesses and events and may act on reports from members. We may refuse, hide or remove
          any content, or reject a listing with a reason, if we reasonably believe it breaks these terms, is unlawful,
          or puts members at risk. Where it is practical and safe to do so, we will tell you what we did and why.
        </p>
        <p>
          We do not check everything members post before it appears and cannot promise that all content is accurate. If
          you see something that breaks these terms, please use the <TextLink to="/contact">contact form</TextLink> and
          choose “Report a problem”.
        </p>
      </ContentSection>

      <ContentSection id="your-content" title={title('your-content')}>
        <p>
          You keep ownership of the content you post. You give Akwaaba a non-exclusive, royalty-free licence to host,
          store, display and share it on the platform for as long as it is needed to run the site and provide the
          features you use. This licence ends when you delete the content or your account, except where others have
          already relied on it or we must keep a record by law.
        </p>
        <p>Please only upload content you have the right to share.</p>
      </ContentSection>

      <ContentSection id="privacy" title={title('privacy')}>
        <p>
          We handle personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). Our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink> explains what we collect, why, who can see it and the
          choices and rights you have.
        </p>
      </ContentSection>

      <ContentSection id="liability" title={title('liability')}>
        <p>
          We work to keep Akwaaba available, secure and useful, but we provide the site “as is” and cannot promise it
          will always be available or free of errors. We may change, pause or stop features from time to time.
        </p>
        <p>To the extent the law allows:</p>
        <BulletList>
          <li>
            we are not responsible for events, businesses, goods, services or jobs offered by members, or for any
            dealings between members, including payments;
          </li>
          <li>we are not responsible for content posted by members or for websites we link to;</li>
          <li>we are not liable for indirect or consequential loss, such as loss of profit, income or opportunity.</li>
        </BulletList>
        <p>
          Nothing in these terms limits our liability for gross negligence or wilful misconduct, or takes away any right
          you have under South African law that cannot lawfully be excluded, including under the Consumer Protection Act
          68 of 2008 where it applies.
        </p>
      </ContentSection>

      <ContentSection id="termination" title={title('termination')}>
        <p>
          You may stop using Akwaaba at any time and delete your account under Profile &gt; Account Settings &gt; Delete
          Account.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, is used for fraud or
          abuse, or where the law requires it. Where appropriate we will tell you the reason and give you a chance to
          respond.
        </p>
      </ContentSection>

      <ContentSection id="changes" title={title('changes')}>
        <p>
          We may update these terms as the platform grows or the law changes. We will post the new version on this page
          with a new version date, and tell members about important changes on the site or by email before they take
          effect. If you keep using Akwaaba after a change takes effect, the updated terms apply; if you do not agree,
          you may delete your account.
        </p>
      </ContentSection>

      <ContentSection id="law" title={title('law')}>
        <p>
          These terms are governed by the laws of the Republic of South Africa, and the courts of South Africa have
          jurisdiction over any dispute about them. If any part of these terms is found to be unenforceable, the rest
          remains in force.
        </p>
      </ContentSection>

      <ContentSection id="contact" title={title('contact')}>
        <p>
          Questions about these terms, or something to report? Send us a message through the{' '}
          <TextLink to="/contact">contact page</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
