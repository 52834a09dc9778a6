import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { collectionResponse, itemResponse, itemWithMessage, listResponse } from './common/pagination.ts';
import {
  adminNoticeSource,
  noticeAuthorChoice,
  noticeDetail,
  noticeIdParams,
  noticeInput,
  noticeSmsCapInput,
  noticeSmsVolume,
  noticeSource,
  noticeSourceFollowResponse,
  noticeSourceInput,
  noticesQuery,
  noticeSummary,
} from './notices.ts';

export const noticeOps = operations('notices', {
  /** The board: notices not past their expiry, newest first; urgent ones first among them. */
  list: {
    method: 'GET',
    path: '/notices',
    access: 'anyone',
    query: noticesQuery,
    responses: { 200: listResponse(noticeSummary) },
  },
  /** The board's newest notices as an Atom feed. */
  feed: {
    method: 'GET',
    path: '/notices.atom',
    access: 'anyone',
    responses: {},
    answers: { files: ['application/atom+xml'], description: 'The notice board as an Atom feed.' },
  },
  /** A notice past its expiry is 404, but to whoever may manage it. */
  detail: {
    method: 'GET',
    path: '/notices/:id',
    access: 'anyone-or-member',
    params: noticeIdParams,
    responses: { 200: itemResponse(noticeDetail) },
  },
  /** A leader posts in their association's name, an official source in its own (403 for anyone else). */
  create: {
    method: 'POST',
    path: '/notices',
    access: 'member',
    body: noticeInput,
    responses: { 201: itemWithMessage(noticeDetail) },
  },
  update: {
    method: 'PUT',
    path: '/notices/:id',
    access: 'member',
    params: noticeIdParams,
    body: noticeInput,
    responses: { 200: itemWithMessage(noticeDetail) },
  },
  remove: {
    method: 'DELETE',
    path: '/notices/:id',
    access: 'member',
    params: noticeIdParams,
    responses: { 200: messageResponse },
  },
  /** Whom the member may post as: the associations they lead, and their official source. */
  authors: {
    method: 'GET',
    path: '/my/notice-authors',
    access: 'member',
    responses: { 200: collectionResponse(noticeAuthorChoice) },
  },
  sources: {
    method: 'GET',
    path: '/notice-sources',
    access: 'anyone-or-member',
    responses: { 200: collectionResponse(noticeSource) },
  },
  followSource: {
    method: 'POST',
    path: '/notice-sources/:id/followers',
    access: 'member',
    params: noticeIdParams,
    responses: { 200: noticeSourceFollowResponse },
  },
  unfollowSource: {
    method: 'DELETE',
    path: '/notice-sources/:id/followers',
    access: 'member',
    params: noticeIdParams,
    responses: { 200: noticeSourceFollowResponse },
  },
});

/** Admin: the official sources and the SMS that urgent notices send. */
export const noticeAdminOps = operations('admin', {
  noticeSources: {
    method: 'GET',
    path: '/admin/notice-sources',
    access: 'admin',
    responses: { 200: collectionResponse(adminNoticeSource) },
  },
  addNoticeSource: {
    method: 'POST',
    path: '/admin/notice-sources',
    access: 'admin',
    body: noticeSourceInput,
    responses: { 201: itemWithMessage(adminNoticeSource) },
  },
  removeNoticeSource: {
    method: 'DELETE',
    path: '/admin/notice-sources/:id',
    access: 'admin',
    params: noticeIdParams,
    responses: { 200: messageResponse },
  },
  noticeSms: {
    method: 'GET',
    path: '/admin/notice-sms',
    access: 'admin',
    responses: { 200: itemResponse(noticeSmsVolume) },
  },
  setNoticeSmsCap: {
    method: 'PUT',
    path: '/admin/notice-sms',
    access: 'admin',
    body: noticeSmsCapInput,
    responses: { 200: itemWithMessage(noticeSmsVolume) },
  },
});
