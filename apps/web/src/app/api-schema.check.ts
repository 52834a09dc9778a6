/**
 * The web app's calls held against the API's OpenAPI document (docs/decisions/016-openapi-document.md): for each
 * call, the answer the document promises must be readable as the type the call declares, and the body the call sends
 * must be one the document takes. `tsc -p apps/web` fails on the first call where the API and the web disagree.
 * The types come from lib/api-schema.gen.ts, which `npm run openapi:client` generates and a test keeps current.
 *
 * The event, business and job forms send their contract's input type, which reads as the document does (the contract
 * still coerces a form's text, for multipart and older clients); their *-form-values.ts turn the inputs' text into
 * those numbers and nulls. An event's multipart form is held like its JSON body, with its file field; the file's
 * bytes and the update's `_method`, which the document does not list, are not.
 */
import type { BusinessSummary, ListResponse, MyRsvp } from '@akwaaba/contracts';
import type { paths } from '@/lib/api-schema.gen';
import type { decideVerification } from '@/features/admin/api/decide-verification';
import type { getAdminStats } from '@/features/admin/api/get-admin-stats';
import type { getContactMessages } from '@/features/admin/api/get-contact-messages';
import type { getDeadMessages } from '@/features/admin/api/get-dead-messages';
import type { getNewsletterAudience } from '@/features/admin/api/get-newsletter-audience';
import type { getVerificationRequests } from '@/features/admin/api/get-verification-requests';
import type { retryDeadMessage } from '@/features/admin/api/retry-dead-message';
import type { sendNewsletter } from '@/features/admin/api/send-newsletter';
import type { setContactMessageStatus } from '@/features/admin/api/set-contact-message-status';
import type { getAnalytics } from '@/features/analytics/api/get-analytics';
import type { chooseAccountType } from '@/features/auth/api/choose-account-type';
import type { confirmEmail } from '@/features/auth/api/confirm-email';
import type { forgotPassword } from '@/features/auth/api/forgot-password';
import type { getCurrentUser } from '@/features/auth/api/get-current-user';
import type { getProviders } from '@/features/auth/api/get-providers';
import type { login } from '@/features/auth/api/login';
import type { register } from '@/features/auth/api/register';
import type { releaseEmail } from '@/features/auth/api/release-email';
import type { resendEmailConfirmation } from '@/features/auth/api/resend-email-confirmation';
import type { resetPassword } from '@/features/auth/api/reset-password';
import type { sendVerification } from '@/features/auth/api/send-verification';
import type { exchangeSocialCode } from '@/features/auth/api/social-sign-in';
import type { undoSocialLink } from '@/features/auth/api/undo-social-link';
import type { verifyPhone } from '@/features/auth/api/verify-phone';
import type { deleteBusiness } from '@/features/businesses/api/delete-business';
import type { deleteReview } from '@/features/businesses/api/delete-review';
import type { getBusinessCategories } from '@/features/businesses/api/get-business-categories';
import type { getFollowing } from '@/features/businesses/api/get-following';
import type { getMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import type { getReviews } from '@/features/businesses/api/get-reviews';
import type { replyToReview } from '@/features/businesses/api/reply-to-review';
import type { setBusinessVerified } from '@/features/businesses/api/set-business-verified';
import type { submitReview } from '@/features/businesses/api/submit-review';
import type { sendContactMessage } from '@/features/content/api/send-contact-message';
import type { getActivity } from '@/features/dashboard/api/get-activity';
import type { getDashboard } from '@/features/dashboard/api/get-dashboard';
import type { approveRsvp } from '@/features/events/api/approve-rsvp';
import type { attendEvent } from '@/features/events/api/attend-event';
import type { createEvent } from '@/features/events/api/create-event';
import type { declineRsvp } from '@/features/events/api/decline-rsvp';
import type { deleteEvent } from '@/features/events/api/delete-event';
import type { EventFormFiles } from '@/features/events/api/send-event-form';
import type { getAttendees } from '@/features/events/api/get-attendees';
import type { getEventCategories } from '@/features/events/api/get-event-categories';
import type { getEvent } from '@/features/events/api/get-event';
import type { getEvents } from '@/features/events/api/get-events';
import type { getMyEvents } from '@/features/events/api/get-my-events';
import type { getMyRsvps } from '@/features/events/api/get-my-rsvps';
import type { removeRsvp } from '@/features/events/api/remove-rsvp';
import type { toggleEventPrivacy } from '@/features/events/api/toggle-event-privacy';
import type { updateEvent } from '@/features/events/api/update-event';
import type { withdrawRsvp } from '@/features/events/api/withdraw-rsvp';
import type { createJob } from '@/features/jobs/api/create-job';
import type { JobFormFiles } from '@/features/jobs/api/send-job-form';
import type { deleteJob } from '@/features/jobs/api/delete-job';
import type { getApplicants } from '@/features/jobs/api/get-applicants';
import type { getJobCategories } from '@/features/jobs/api/get-job-categories';
import type { getJob } from '@/features/jobs/api/get-job';
import type { getJobs } from '@/features/jobs/api/get-jobs';
import type { getMyApplications } from '@/features/jobs/api/get-my-applications';
import type { getMyJobs } from '@/features/jobs/api/get-my-jobs';
import type { updateApplicationStatus } from '@/features/jobs/api/update-application-status';
import type { updateJob } from '@/features/jobs/api/update-job';
import type { withdrawApplication } from '@/features/jobs/api/withdraw-application';
import type { createReport } from '@/features/moderation/api/create-report';
import type { endMemberSessions } from '@/features/moderation/api/end-member-sessions';
import type { getAuditLog } from '@/features/moderation/api/get-audit-log';
import type { getMembers } from '@/features/moderation/api/get-members';
import type { getReports } from '@/features/moderation/api/get-reports';
import type { resolveReport } from '@/features/moderation/api/resolve-report';
import type { restoreItem } from '@/features/moderation/api/restore-item';
import type { suspendMember } from '@/features/moderation/api/suspend-member';
import type { unsuspendMember } from '@/features/moderation/api/unsuspend-member';
import type { getNotifications } from '@/features/notifications/api/get-notifications';
import type { markNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import type { getUnsubscribeTarget } from '@/features/privacy/api/get-unsubscribe-target';
import type { unsubscribe } from '@/features/privacy/api/unsubscribe';
import type { changePassword } from '@/features/profiles/api/change-password';
import type { deleteAccount } from '@/features/profiles/api/delete-account';
import type { getUser } from '@/features/profiles/api/get-user';
import type { requestVerification } from '@/features/profiles/api/request-verification';
import type { updateProfile } from '@/features/profiles/api/update-profile';
import type { getSearchResults } from '@/features/search/api/search';

type Path = keyof paths;
type Method<P extends Path> = Exclude<keyof paths[P], 'parameters'>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** What the operation answers as JSON on success (2xx). */
type Answer<P extends Path, M extends Method<P>> = paths[P][M] extends { responses: infer R }
  ? Json<R[Extract<keyof R, 200 | 201>]>
  : never;
/** The JSON body the operation takes. */
type Body<P extends Path, M extends Method<P>> = paths[P][M] extends { requestBody?: infer B }
  ? Json<NonNullable<B>>
  : never;
/** The multipart form the operation takes. */
type Form<P extends Path, M extends Method<P>> = paths[P][M] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'multipart/form-data': infer Fields } }
    ? Fields
    : never
  : never;

type Call = (...args: never[]) => Promise<unknown>;
/** The document's answer is readable as what the call says it returns (and is not `never`). */
type Reads<P extends Path, M extends Method<P>, F extends Call> = [Answer<P, M>] extends [never]
  ? false
  : [Answer<P, M>] extends [Awaited<ReturnType<F>>]
    ? true
    : false;
/** The document's answer is readable as the type a call reads it as (for calls made through a shared helper). */
type ReadsAs<P extends Path, M extends Method<P>, T> = [Answer<P, M>] extends [never]
  ? false
  : [Answer<P, M>] extends [T]
    ? true
    : false;
/** The body the call sends is one the document takes. */
type Sends<P extends Path, M extends Method<P>, Sent> = [Sent] extends [Body<P, M>] ? true : false;
/** The document's form has the files the call sends, and takes the fields it sends beside them. */
type SendsForm<P extends Path, M extends Method<P>, Sent, Files extends string> = [Form<P, M>] extends [never]
  ? false
  : [Files] extends [keyof Form<P, M>]
    ? [Sent] extends [Omit<Form<P, M>, Files>]
      ? true
      : false
    : false;
type Holds<T extends true> = T;

type V<S extends string> = `/api/v1${S}` & Path;

export type ApiAgreement = [
  Holds<Reads<V<'/admin/verification-requests/{userId}'>, 'patch', typeof decideVerification>>,
  Holds<Reads<V<'/admin/stats'>, 'get', typeof getAdminStats>>,
  Holds<Reads<V<'/admin/contact-messages'>, 'get', typeof getContactMessages>>,
  Holds<Reads<V<'/admin/outbox/dead'>, 'get', typeof getDeadMessages>>,
  Holds<Reads<V<'/admin/newsletters/audience'>, 'get', typeof getNewsletterAudience>>,
  Holds<Reads<V<'/admin/verification-requests'>, 'get', typeof getVerificationRequests>>,
  Holds<Reads<V<'/admin/outbox/{id}/retry'>, 'post', typeof retryDeadMessage>>,
  Holds<Reads<V<'/admin/newsletters'>, 'post', typeof sendNewsletter>>,
  Holds<Sends<V<'/admin/newsletters'>, 'post', Parameters<typeof sendNewsletter>[0]>>,
  Holds<Reads<V<'/admin/contact-messages/{id}/close'>, 'post', typeof setContactMessageStatus>>,
  Holds<Reads<V<'/admin/contact-messages/{id}/reopen'>, 'post', typeof setContactMessageStatus>>,
  Holds<Reads<V<'/analytics'>, 'get', typeof getAnalytics>>,
  Holds<Reads<V<'/auth/account-type'>, 'post', typeof chooseAccountType>>,
  Holds<Sends<V<'/auth/account-type'>, 'post', Parameters<typeof chooseAccountType>[0]>>,
  Holds<Reads<V<'/auth/email/confirm'>, 'post', typeof confirmEmail>>,
  Holds<Sends<V<'/auth/email/confirm'>, 'post', Parameters<typeof confirmEmail>[0]>>,
  Holds<Reads<V<'/auth/email/not-me'>, 'post', typeof releaseEmail>>,
  Holds<Sends<V<'/auth/email/not-me'>, 'post', Parameters<typeof releaseEmail>[0]>>,
  Holds<Reads<V<'/auth/email/resend'>, 'post', typeof resendEmailConfirmation>>,
  Holds<Reads<V<'/auth/social/undo-link'>, 'post', typeof undoSocialLink>>,
  Holds<Sends<V<'/auth/social/undo-link'>, 'post', Parameters<typeof undoSocialLink>[0]>>,
  Holds<Reads<V<'/auth/forgot-password'>, 'post', typeof forgotPassword>>,
  Holds<Sends<V<'/auth/forgot-password'>, 'post', Parameters<typeof forgotPassword>[0]>>,
  Holds<Reads<V<'/profile'>, 'get', typeof getCurrentUser>>,
  Holds<Reads<V<'/auth/providers'>, 'get', typeof getProviders>>,
  Holds<Reads<V<'/auth/login'>, 'post', typeof login>>,
  Holds<Sends<V<'/auth/login'>, 'post', Parameters<typeof login>[0]>>,
  Holds<Reads<V<'/auth/register'>, 'post', typeof register>>,
  Holds<Sends<V<'/auth/register'>, 'post', Parameters<typeof register>[0]>>,
  Holds<Reads<V<'/auth/reset-password'>, 'post', typeof resetPassword>>,
  Holds<Sends<V<'/auth/reset-password'>, 'post', Parameters<typeof resetPassword>[0]>>,
  Holds<Reads<V<'/auth/phone/send-verification'>, 'post', typeof sendVerification>>,
  Holds<Sends<V<'/auth/phone/send-verification'>, 'post', Parameters<typeof sendVerification>[0]>>,
  Holds<Reads<V<'/auth/social'>, 'post', typeof exchangeSocialCode>>,
  Holds<Reads<V<'/auth/phone/verify'>, 'post', typeof verifyPhone>>,
  Holds<Sends<V<'/auth/phone/verify'>, 'post', Parameters<typeof verifyPhone>[0]>>,
  Holds<Reads<V<'/businesses/{id}'>, 'delete', typeof deleteBusiness>>,
  Holds<Reads<V<'/businesses/{id}/reviews/{reviewId}'>, 'delete', typeof deleteReview>>,
  Holds<Reads<V<'/categories'>, 'get', typeof getBusinessCategories>>,
  Holds<Reads<V<'/my/following'>, 'get', typeof getFollowing>>,
  Holds<Reads<V<'/my/businesses'>, 'get', typeof getMyBusinesses>>,
  Holds<Reads<V<'/businesses/{id}/reviews'>, 'get', typeof getReviews>>,
  Holds<Reads<V<'/businesses/{id}/reviews/{reviewId}/reply'>, 'post', typeof replyToReview>>,
  Holds<Reads<V<'/admin/businesses/{id}/verify'>, 'patch', typeof setBusinessVerified>>,
  Holds<Reads<V<'/businesses/{id}/reviews'>, 'post', typeof submitReview>>,
  Holds<Sends<V<'/businesses/{id}/reviews'>, 'post', Parameters<typeof submitReview>[1]>>,
  Holds<Reads<V<'/contact'>, 'post', typeof sendContactMessage>>,
  Holds<Sends<V<'/contact'>, 'post', Parameters<typeof sendContactMessage>[0]>>,
  Holds<Reads<V<'/activity'>, 'get', typeof getActivity>>,
  Holds<Reads<V<'/dashboard'>, 'get', typeof getDashboard>>,
  Holds<Reads<V<'/events/{id}/rsvps/{userId}/approve'>, 'post', typeof approveRsvp>>,
  Holds<Reads<V<'/events/{id}/attend'>, 'post', typeof attendEvent>>,
  Holds<Reads<V<'/events'>, 'post', typeof createEvent>>,
  Holds<Sends<V<'/events'>, 'post', Parameters<typeof createEvent>[0]['payload']>>,
  Holds<SendsForm<V<'/events'>, 'post', Parameters<typeof createEvent>[0]['payload'], keyof EventFormFiles>>,
  Holds<Reads<V<'/events/{id}/rsvps/{userId}/decline'>, 'post', typeof declineRsvp>>,
  Holds<Reads<V<'/events/{id}'>, 'delete', typeof deleteEvent>>,
  Holds<Reads<V<'/events/{id}/attendees'>, 'get', typeof getAttendees>>,
  Holds<Reads<V<'/categories'>, 'get', typeof getEventCategories>>,
  Holds<Reads<V<'/events/{id}'>, 'get', typeof getEvent>>,
  Holds<Reads<V<'/events'>, 'get', typeof getEvents>>,
  Holds<Reads<V<'/my/events'>, 'get', typeof getMyEvents>>,
  Holds<Reads<V<'/my/rsvps'>, 'get', typeof getMyRsvps>>,
  Holds<Reads<V<'/events/{id}/rsvps/{userId}'>, 'delete', typeof removeRsvp>>,
  Holds<Reads<V<'/events/{id}/toggle-privacy'>, 'patch', typeof toggleEventPrivacy>>,
  Holds<Reads<V<'/events/{id}'>, 'put', typeof updateEvent>>,
  Holds<Sends<V<'/events/{id}'>, 'put', Parameters<typeof updateEvent>[0]['payload']>>,
  Holds<Reads<V<'/events/{id}'>, 'post', typeof updateEvent>>,
  Holds<SendsForm<V<'/events/{id}'>, 'post', Parameters<typeof updateEvent>[0]['payload'], keyof EventFormFiles>>,
  Holds<Reads<V<'/events/{id}/attend'>, 'delete', typeof withdrawRsvp>>,
  Holds<Reads<V<'/job-listings'>, 'post', typeof createJob>>,
  Holds<Sends<V<'/job-listings'>, 'post', Parameters<typeof createJob>[0]['payload']>>,
  Holds<SendsForm<V<'/job-listings'>, 'post', Parameters<typeof createJob>[0]['payload'], keyof JobFormFiles>>,
  Holds<SendsForm<V<'/job-listings/{id}'>, 'post', Parameters<typeof updateJob>[0]['payload'], keyof JobFormFiles>>,
  Holds<Reads<V<'/job-listings/{id}'>, 'delete', typeof deleteJob>>,
  Holds<Reads<V<'/job-listings/{id}/applications'>, 'get', typeof getApplicants>>,
  Holds<Reads<V<'/categories'>, 'get', typeof getJobCategories>>,
  Holds<Reads<V<'/job-listings/{id}'>, 'get', typeof getJob>>,
  Holds<Reads<V<'/job-listings'>, 'get', typeof getJobs>>,
  Holds<Reads<V<'/my/job-applications'>, 'get', typeof getMyApplications>>,
  Holds<Reads<V<'/my-job-listings'>, 'get', typeof getMyJobs>>,
  Holds<Reads<V<'/job-applications/{id}'>, 'patch', typeof updateApplicationStatus>>,
  Holds<Reads<V<'/job-listings/{id}'>, 'put', typeof updateJob>>,
  Holds<Sends<V<'/job-listings/{id}'>, 'put', Parameters<typeof updateJob>[0]['payload']>>,
  Holds<Reads<V<'/job-applications/{id}'>, 'delete', typeof withdrawApplication>>,
  Holds<Reads<V<'/reports'>, 'post', typeof createReport>>,
  Holds<Sends<V<'/reports'>, 'post', Parameters<typeof createReport>[0]>>,
  Holds<Reads<V<'/admin/users/{id}/sessions/revoke'>, 'post', typeof endMemberSessions>>,
  Holds<Reads<V<'/admin/audit'>, 'get', typeof getAuditLog>>,
  Holds<Reads<V<'/admin/users'>, 'get', typeof getMembers>>,
  Holds<Reads<V<'/admin/reports'>, 'get', typeof getReports>>,
  Holds<Reads<V<'/admin/reports/{id}/resolve'>, 'post', typeof resolveReport>>,
  Holds<Reads<V<'/admin/moderation/{target_type}/{target_id}/restore'>, 'post', typeof restoreItem>>,
  Holds<Reads<V<'/admin/users/{id}/suspend'>, 'post', typeof suspendMember>>,
  Holds<Reads<V<'/admin/users/{id}/unsuspend'>, 'post', typeof unsuspendMember>>,
  Holds<Reads<V<'/notifications'>, 'get', typeof getNotifications>>,
  Holds<Reads<V<'/notifications/read'>, 'post', typeof markNotificationsRead>>,
  Holds<Sends<V<'/notifications/read'>, 'post', Parameters<typeof markNotificationsRead>[0]>>,
  Holds<Reads<V<'/unsubscribe'>, 'get', typeof getUnsubscribeTarget>>,
  Holds<Reads<V<'/unsubscribe'>, 'post', typeof unsubscribe>>,
  Holds<Reads<V<'/profile/password'>, 'put', typeof changePassword>>,
  Holds<Sends<V<'/profile/password'>, 'put', Parameters<typeof changePassword>[0]>>,
  Holds<Reads<V<'/profile'>, 'delete', typeof deleteAccount>>,
  Holds<Sends<V<'/profile'>, 'delete', Parameters<typeof deleteAccount>[0]>>,
  Holds<Reads<V<'/users/{id}'>, 'get', typeof getUser>>,
  Holds<Reads<V<'/profile/verification-request'>, 'post', typeof requestVerification>>,
  Holds<Reads<V<'/profile'>, 'put', typeof updateProfile>>,
  Holds<Sends<V<'/profile'>, 'put', Parameters<typeof updateProfile>[0]>>,
  Holds<Reads<V<'/search'>, 'get', typeof getSearchResults>>,
  // The offline home's saved answers (features/offline/api/get-saved.ts).
  Holds<ReadsAs<V<'/my/rsvps'>, 'get', ListResponse<MyRsvp>>>,
  Holds<ReadsAs<V<'/my/following'>, 'get', ListResponse<BusinessSummary>>>,
];
