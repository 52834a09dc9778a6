import { useEffect, useRef, useState, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { Check, LogIn, Send } from 'lucide-react';
import { APPLICATION_STATUS_LABELS, applicationMessages, jobMessages, type JobDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';

type ApplyPanelProps = {
  job: JobDetail;
  /** Whether the application form below is open, and its element's id. */
  formOpen: boolean;
  formId: string;
  onToggleForm: () => void;
  /** 'Apply Now', so closing the form can return the focus to it. */
  buttonRef: Ref<HTMLButtonElement>;
};

/** 'Applied', with where the application stands and the way to all of the member's applications. */
function AppliedStatus({ job, focusOnShow }: { job: JobDetail; focusOnShow: boolean }) {
  const status = useRef<HTMLParagraphElement>(null);
  // Sent from the form just now: the form has gone, so the reader is taken to what replaced it.
  useEffect(() => {
    if (focusOnShow) status.current?.focus();
  }, [focusOnShow]);
  const application = job.user_application;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        ref={status}
        tabIndex={-1}
        className="inline-flex items-center gap-2 rounded-lg bg-ghana-green-light px-3 py-2 text-sm font-semibold text-ghana-green-dark"
      >
        <Check aria-hidden="true" className="size-4" />
        {jobMessages.appliedLabel}{' '}
        {application && <span className="font-normal">· Status: {APPLICATION_STATUS_LABELS[application.status]}</span>}
      </p>
      <Link to={paths.applications.getHref()} className="text-sm font-semibold text-ghana-green underline">
        {jobMessages.applicationsHeading}
      </Link>
    </div>
  );
}

/**
 * Applying (docs/rules/who-sees-what.md, web-behaviour.md): 'Apply Now' for members (individuals and admins) on an open
 * job that is not their own, 'Applied' once they have, 'Login to Apply' for visitors (who come back here after signing
 * in). Business accounts post jobs rather than apply, and are told so. Nothing is offered on an expired job: its banner
 * says why.
 */
export function ApplyPanel({ job, formOpen, formId, onToggleForm, buttonRef }: ApplyPanelProps) {
  const { user, isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  // Whether the member had applied when the page opened (then the status is not focused: nothing was just sent).
  const [appliedOnLoad] = useState(job.user_applied);

  if (job.user_applied) return <AppliedStatus job={job} focusOnShow={!appliedOnLoad} />;
  if (job.is_owner || job.is_expired) return null;
  if (!isAuthenticated) {
    return (
      <Link to={paths.login.getHref(pathname + search)} className={buttonClasses()}>
        <LogIn aria-hidden="true" className="size-4" />
        {jobMessages.loginToApply}
      </Link>
    );
  }
  if (!user) return null;
  if (user.user_type === 'business' && !user.is_admin) {
    return <p className="text-sm font-medium text-stone-700">{applicationMessages.onlyMembersApply}</p>;
  }
  return (
    <Button
      ref={buttonRef}
      aria-expanded={formOpen}
      aria-controls={formOpen ? formId : undefined}
      onClick={onToggleForm}
    >
      <Send aria-hidden="true" className="size-4" />
      {jobMessages.applyNow}
    </Button>
  );
}
