import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { listResponse } from './common/pagination.ts';
import {
  contactInboxQuery,
  contactMessage,
  contactMessageIdParams,
  contactMessageResponse,
  contactRequest,
} from './contact.ts';

export const contactOps = operations('contact', {
  send: {
    method: 'POST',
    path: '/contact',
    access: 'anyone-or-member',
    body: contactRequest,
    responses: { 200: messageResponse },
  },
});

/** The admins' inbox of contact messages. */
export const contactInboxOps = operations('admin', {
  contactMessages: {
    method: 'GET',
    path: '/admin/contact-messages',
    access: 'admin',
    query: contactInboxQuery,
    responses: { 200: listResponse(contactMessage) },
  },
  closeContactMessage: {
    method: 'POST',
    path: '/admin/contact-messages/:id/close',
    access: 'admin',
    params: contactMessageIdParams,
    responses: { 200: contactMessageResponse },
  },
  reopenContactMessage: {
    method: 'POST',
    path: '/admin/contact-messages/:id/reopen',
    access: 'admin',
    params: contactMessageIdParams,
    responses: { 200: contactMessageResponse },
  },
});
