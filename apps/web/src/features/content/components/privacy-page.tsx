import { useEffect } from 'react';
import {
  DORMANT_ACCOUNT_MONTHS,
  ERASURE_GRACE_DAYS,
  formatLongDate,
  MINIMUM_AGE,
  PRIVACY_VERSION,
  profileMessages,
} from '@akwaaba/contracts';
import { BulletList, ContentPage, ContentSection, TextLink, linkClass } from '@/components/content-layout';

const SECTIONS = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'why', title: 'Why we use it' },
  { id: 'required-voluntary', title: 'Required and voluntary information' },
  { id: 'who-sees-what', title: 'Who can see your information' },
  { id: 'service-providers', title: 'Who else processes it' },
  { id: 'cross-border', title: 'Transfers outside South Africa' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'rights', title: 'Your rights and choices' },
  { id: 'marketing', title: 'Direct marketing' },
  { id: 'children', title: 'Children' },
  { id: 'security', title: 'How we protect it' },
  { id: 'complaints', title: 'Complaints to the Information Regulator' },
  { id: 'changes', title: 'Changes to this notice' },
] as const;

function title(id: (typeof SECTIONS)[number]['id']): string {
  return SECTIONS.find((section) => section.id === id)!.title;
}

function Subheading({ children }: { children: string }) {
  return <h3 className="pt-2 text-lg font-semibold text-gray-900">{children}</h3>;
}

export default function PrivacyPage() {
  useEffect(() => {
    document.title = 'Privacy Policy — Akwaaba';
  }, []);

  return (
    <ContentPage
      title="Privacy Policy"
      lastUpdated={`Version of ${formatLongDate(PRIVACY_VERSION)}`}
      contents={SECTIONS}
      intro={
        <p>
          This notice explains what personal information Akwaaba collects, why, who it is shared with, how long we keep
          it and the rights you have under the Protection of Personal Information Act 4 of 2013 (POPIA). We collect only
          what we need to run the community platform, and we never sell your information.
        </p>
      }
    >
      <ContentSection id="who-we-are" title={title('who-we-are')}>
        <p>
          The responsible party for your personal information is <strong className="font-semibold">Akwaaba</strong>, the
          community platform for Ghanaians and friends of Ghana in South Africa that runs this website.
        </p>
        <p>
          Our Information Officer handles privacy questions and requests. You can reach the Information Officer through
          our <TextLink to="/contact">contact page</TextLink> — choose the subject “Privacy request (POPIA)”.
        </p>
      </ContentSection>

      <ContentSection id="what-we-collect" title={title('what-we-collect')}>
        <Subheading>Information you give us</Subheading>
        <BulletList>
          <li>
            <strong className="font-semibold">Account details:</strong> your name, your email address or mobile number,
            your account type (individual or business) and your password. We never store your password itself — only a
            salted hash of it, which cannot be turned back into the password.
          </li>
          <li>
            <strong className="font-semibold">Profile details you choose to add:</strong> such as your city, profession,
            a short bio and links to your social media profiles.
          </li>
          <li>
            <strong className="font-semibold">Business details:</strong> for business accounts and listings, the
            business name, category, description, registration number, contact person, contact email and phone, business
            address, website and operating hours.
          </li>
          <li>
            <strong className="font-semibold">Your activity:</strong> events you create or RSVP to, businesses you
            follow, reviews you write, and jobs you post.
          </li>
          <li>
            <strong className="font-semibold">Job applications:</strong> your cover note and any CV you upload, and the
            status of your applications.
          </li>
          <li>
            <strong className="font-semibold">Messages to us:</strong> what you send through the contact form, with your
            name and email address and, if you were signed in, which account sent it.
          </li>
        </BulletList>

        <Subheading>Information collected when you use the site</Subheading>
        <BulletList>
          <li>
            <strong className="font-semibold">Technical logs:</strong> your IP address, browser type, the pages and
            features you request, the time of the request and any errors. We use these to keep the site running and
            secure.
          </li>
          <li>
            <strong className="font-semibold">Page view counts:</strong> when someone opens an event, business or job
            page, we add one to that page’s count for the day, so members can see how their listings are doing. We do
            not store who viewed the page, and views by the page’s owner are not counted.
          </li>
          <li>
            <strong className="font-semibold">Your location, only if you allow it:</strong> when you search, your
            browser may ask to share your location so we can show results near you. It is used for that search only and
            is not stored with your account.
          </li>
        </BulletList>

        <Subheading>Information from sign-in providers</Subheading>
        <p>
          If you choose to sign in with Google, Facebook, LinkedIn or TikTok, that provider tells us your account
          identifier with them and the basic profile details you allow it to share, such as your name and email address.
        </p>

        <Subheading>What we do not collect</Subheading>
        <p>
          We do not ask for ID or passport numbers, and we never ask for your ethnicity, religion, health or other
          special personal information. Please do not include such details in your profile or CV unless you want the
          people who see it to know them.
        </p>
      </ContentSection>

      <ContentSection id="why" title={title('why')}>
        <p>We use personal information only for these purposes:</p>
        <BulletList>
          <li>
            <strong className="font-semibold">To run your account and the features you use</strong> — signing you in,
            showing your profile, publishing your events, listings, reviews and job adverts, recording your RSVPs and
            follows, and passing your job applications to the employer you applied to.
          </li>
          <li>
            <strong className="font-semibold">To keep the platform safe</strong> — verifying email addresses and phone
            numbers, protecting accounts, reviewing new businesses and events, checking business verification requests,
            and preventing fraud, spam and abuse.
          </li>
          <li>
            <strong className="font-semibold">To communicate with you</strong> — verification codes, password resets,
            security notices, answers to your messages, and the notifications you have chosen in your settings.
          </li>
          <li>
            <strong className="font-semibold">To meet our legal obligations</strong> — for example, responding to a
            lawful request from an authority.
          </li>
        </BulletList>
        <p>
          We process your information because it is needed to provide the service you signed up for, because you have
          consented (for example to optional notifications or marketing), to protect the legitimate interests of members
          and the platform (such as security and preventing abuse), or because the law requires it.
        </p>
      </ContentSection>

      <ContentSection id="required-voluntary" title={title('required-voluntary')}>
        <p>
          To create an account you must give your name, an email address or mobile number, a password and your account
          type. Business listings also need the business details shown on the listing form. Without this information we
          cannot open your account or publish your listing.
        </p>
        <p>
          Everything else — profile details such as your bio, profession and social links, a CV, sharing your location
          for search, and optional notifications — is voluntary. You can add, change or remove it at any time.
        </p>
      </ContentSection>

      <ContentSection id="who-sees-what" title={title('who-sees-what')}>
        <BulletList>
          <li>
            <strong className="font-semibold">Public:</strong> your profile name, your city, your bio and, for business
            accounts, your business details; the events, business listings, reviews (with your name) and job adverts you
            publish.
          </li>
          <li>
            <strong className="font-semibold">Never shown:</strong> profiles show your city, never your street address.
            Your password and sign-in details are never shown to anyone.
          </li>
          <li>
            <strong className="font-semibold">Event organisers only:</strong> the list of people attending an event is
            visible only to that event’s organiser. Other visitors see only the number of people attending.
          </li>
          <li>
            <strong className="font-semibold">Employers only:</strong> your job application, cover note and CV are
            visible only to you and the employer who posted that job.
          </li>
          <li>
            <strong className="font-semibold">Search:</strong> you can hide your profile from site search in your
            profile settings.
          </li>
          <li>
            <strong className="font-semibold">Our admins:</strong> see what is needed to review businesses, events and
            verification requests, and to deal with reports of abuse. Messages sent through the contact form are read
            only by our admins, in an inbox on this site, and by the team mailbox they are copied to.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection id="service-providers" title={title('service-providers')}>
        <p>
          We use a small number of service providers (called “operators” in POPIA) who process information on our behalf
          and only on our instructions:
        </p>
        <BulletList>
          <li>
            <strong className="font-semibold">Hosting provider</strong> — runs our servers, database and file storage
            (including uploaded images and CVs).
          </li>
          <li>
            <strong className="font-semibold">Email delivery provider</strong> — sends verification, password reset,
            notification and reply emails.
          </li>
          <li>
            <strong className="font-semibold">SMS delivery provider</strong> — sends verification codes and the SMS
            updates you have chosen to receive.
          </li>
          <li>
            <strong className="font-semibold">Maps provider</strong> — helps look up and complete addresses when a
            business or event address is entered. When a third-party maps provider is used, the text typed into the
            address field is sent to it.
          </li>
          <li>
            <strong className="font-semibold">Sign-in providers</strong> — Google, Facebook, LinkedIn or TikTok, only if
            you choose to sign in with one of them.
          </li>
        </BulletList>
        <p>
          Our agreements with operators require them to keep your information confidential and secure, and to tell us
          immediately if it may have been compromised. We may also disclose information where the law requires it or to
          protect members from fraud or harm. We do not sell or rent personal information.
        </p>
      </ContentSection>

      <ContentSection id="cross-border" title={title('cross-border')}>
        <p>
          Some of our service providers, such as email, maps and sign-in providers, may store or process information on
          servers outside South Africa. We only allow this where POPIA permits it: where the recipient is bound by law,
          binding corporate rules or an agreement that gives your information protection substantially similar to POPIA,
          where the transfer is needed to provide the service you asked for, or where you have consented. You can ask us
          through the <TextLink to="/contact">contact page</TextLink> where your information is processed.
        </p>
      </ContentSection>

      <ContentSection id="retention" title={title('retention')}>
        <p>We keep personal information only for as long as we need it:</p>
        <BulletList>
          <li>
            <strong className="font-semibold">Verification codes and password reset links</strong> expire within an hour
            and can be used only once.
          </li>
          <li>
            <strong className="font-semibold">Account information and your content</strong> are kept until you delete
            the content or your account, or until your account has not been used for {DORMANT_ACCOUNT_MONTHS / 12}{' '}
            years. If you have not signed in for that long, we email you (or send an SMS if you joined with your phone)
            that your account will be deleted in {ERASURE_GRACE_DAYS} days; signing in within those days keeps it.
            Otherwise we delete it exactly as if you had deleted it yourself.
          </li>
          <li>
            <strong className="font-semibold">Job applications</strong> are kept while your account and the job advert
            exist, so that you and the employer can follow them up.
          </li>
          <li>
            <strong className="font-semibold">Technical logs</strong> are kept only briefly, for security and fault
            finding, and then deleted.
          </li>
          <li>
            <strong className="font-semibold">Messages to us</strong> stay in our admin inbox until we have dealt with
            your request and closed the message; closed messages are deleted automatically 12 months after they were
            closed. You can ask us to delete a message sooner.
          </li>
        </BulletList>
        <p>
          When you delete your account you are signed out everywhere, and we delete your personal information or
          de-identify it so it can no longer be linked to you — unless the law requires us to keep a record for longer.
        </p>
        <p>{profileMessages.deleteAccountSummary}</p>
        <p>{profileMessages.deleteAccountKept}</p>
      </ContentSection>

      <ContentSection id="rights" title={title('rights')}>
        <p>Under POPIA you have the right to:</p>
        <BulletList>
          <li>
            <strong className="font-semibold">Access</strong> — ask, free of charge, whether we hold information about
            you, and ask for a copy of it and the names of third parties who have had access to it.
          </li>
          <li>
            <strong className="font-semibold">Correction</strong> — update most details yourself in your profile, or ask
            us to correct information that is inaccurate, out of date or incomplete.
          </li>
          <li>
            <strong className="font-semibold">Deletion</strong> — delete your account at any time under Profile &gt;
            Account Settings &gt; Delete Account, or ask us to delete specific information.
          </li>
          <li>
            <strong className="font-semibold">Objection</strong> — object to our processing of your information on
            reasonable grounds, and object at any time to direct marketing.
          </li>
          <li>
            <strong className="font-semibold">Withdrawing consent</strong> — where we rely on your consent, you can
            withdraw it at any time. This does not affect processing that happened before.
          </li>
          <li>
            <strong className="font-semibold">Complaint</strong> — complain to the Information Regulator (see below).
          </li>
        </BulletList>
        <p>You also have these choices in your account:</p>
        <BulletList>
          <li>choose which emails and SMS messages you receive under Profile &gt; Account Settings;</li>
          <li>hide your profile from site search;</li>
          <li>edit or remove your profile details, reviews, events, listings and job adverts.</li>
        </BulletList>
        <p>
          To make any other request, use the <TextLink to="/contact">contact page</TextLink> and choose “Privacy request
          (POPIA)”. We may need to confirm your identity first, and we will tell you what we have done.
        </p>
      </ContentSection>

      <ContentSection id="marketing" title={title('marketing')}>
        <p>
          We send marketing emails or SMS messages only if you have opted in. Marketing emails are off by default, and
          you can switch them off again at any time under Profile &gt; Account Settings or by using the unsubscribe link
          in any marketing message. Service messages, such as verification codes, password resets and security notices,
          are not marketing and are sent when needed to run your account.
        </p>
      </ContentSection>

      <ContentSection id="children" title={title('children')}>
        <p>
          Akwaaba is for adults: you must be {MINIMUM_AGE} or older to create an account, and you confirm it when you
          sign up. We do not knowingly collect personal information from children. If you believe a child has created an
          account, please <TextLink to="/contact">let us know</TextLink> and we will remove it.
        </p>
      </ContentSection>

      <ContentSection id="security" title={title('security')}>
        <p>We take reasonable technical and organisational measures to protect your information, including:</p>
        <BulletList>
          <li>passwords stored only as salted hashes, using a modern, slow hashing algorithm;</li>
          <li>
            sign-in sessions that expire, are stored in hashed form and end when you sign out or change your password;
          </li>
          <li>encrypted connections between your browser and our servers;</li>
          <li>uploaded images re-encoded with hidden metadata (such as photo location) removed;</li>
          <li>limits on repeated attempts to sign in, send codes or submit forms;</li>
          <li>access to personal information limited to the people and providers who need it.</li>
        </BulletList>
        <p>
          No system is perfectly secure. If a security compromise affects your personal information, we will notify the
          Information Regulator and you as soon as reasonably possible, and tell you what you can do to protect
          yourself.
        </p>
      </ContentSection>

      <ContentSection id="complaints" title={title('complaints')}>
        <p>
          If you are unhappy with how we handle your personal information, please{' '}
          <TextLink to="/contact">contact us</TextLink> first so we can try to put it right. You also have the right to
          lodge a complaint with the <strong className="font-semibold">Information Regulator (South Africa)</strong> at
          any time. Its complaint form (POPIA Form 5) and current contact details are on its official website,{' '}
          <a href="https://www.inforegulator.org.za" className={linkClass} target="_blank" rel="noopener noreferrer">
            www.inforegulator.org.za
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <BulletList>
          <li>
            Complaints about your personal information:{' '}
            <a href="mailto:POPIAComplaints@inforegulator.org.za" className={linkClass}>
              POPIAComplaints@inforegulator.org.za
            </a>
          </li>
          <li>
            General enquiries:{' '}
            <a href="mailto:enquiries@inforegulator.org.za" className={linkClass}>
              enquiries@inforegulator.org.za
            </a>
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection id="changes" title={title('changes')}>
        <p>
          We may update this notice when our services or the law change. The version date at the top shows when it last
          changed, and we will tell members about important changes on the site or by email.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
