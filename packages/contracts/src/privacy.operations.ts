import { operations } from './common/operations.ts';
import {
  newsletterAudienceResponse,
  newsletterRequest,
  newsletterSentResponse,
  unsubscribeQuery,
  unsubscribeResponse,
  unsubscribeTargetResponse,
} from './privacy.ts';

/** The unsubscribe link of a mail: GET says what it is for, POST turns it off. */
export const privacyOps = operations('privacy', {
  unsubscribeTarget: {
    method: 'GET',
    path: '/unsubscribe',
    access: 'anyone',
    query: unsubscribeQuery,
    responses: { 200: unsubscribeTargetResponse },
  },
  unsubscribe: {
    method: 'POST',
    path: '/unsubscribe',
    access: 'anyone',
    query: unsubscribeQuery,
    responses: { 200: unsubscribeResponse },
  },
});

/** The admins' community newsletter. */
export const newsletterOps = operations('admin', {
  newsletterAudience: {
    method: 'GET',
    path: '/admin/newsletters/audience',
    access: 'admin',
    responses: { 200: newsletterAudienceResponse },
  },
  sendNewsletter: {
    method: 'POST',
    path: '/admin/newsletters',
    access: 'admin',
    body: newsletterRequest,
    responses: { 200: newsletterSentResponse },
  },
});
