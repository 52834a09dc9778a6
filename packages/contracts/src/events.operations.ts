import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import {
  collectionResponse,
  itemResponse,
  itemWithMessage,
  listResponse,
  paginationQuery,
} from './common/pagination.ts';
import {
  attendee,
  attendRequest,
  eventDetail,
  eventIdParams,
  eventInput,
  eventsQuery,
  eventSummary,
  myEvent,
  myRsvp,
  myRsvpsQuery,
  plusOnesRequest,
  rsvpDecisionResponse,
  rsvpParams,
  rsvpResponse,
} from './events.ts';
import { editScopeQuery } from './series.ts';

const saved = itemWithMessage(eventDetail);
/** The event form's one file, its image. */
const files = ['image'] as const;

export const eventOps = operations('events', {
  list: {
    method: 'GET',
    path: '/events',
    access: 'anyone',
    query: eventsQuery,
    responses: { 200: listResponse(eventSummary) },
  },
  detail: {
    method: 'GET',
    path: '/events/:id',
    access: 'anyone-or-member',
    params: eventIdParams,
    responses: { 200: itemResponse(eventDetail) },
  },
  calendar: {
    method: 'GET',
    path: '/events/:id.ics',
    access: 'anyone-or-member',
    params: eventIdParams,
    responses: {},
    answers: { files: ['text/calendar'], description: 'The event as an iCalendar file.' },
  },
  create: {
    method: 'POST',
    path: '/events',
    access: 'member',
    consumes: ['application/json', 'multipart/form-data'],
    files,
    body: eventInput,
    responses: { 201: saved },
  },
  update: {
    method: 'PUT',
    path: '/events/:id',
    access: 'member',
    params: eventIdParams,
    /** A date of a series: this date only, or it and every later date (decision 039). */
    query: editScopeQuery,
    consumes: ['application/json', 'multipart/form-data'],
    files,
    body: eventInput,
    responses: { 200: saved },
  },
  /** The update with an image: browsers send files only with POST (the form says `_method=PUT`). */
  updateForm: {
    method: 'POST',
    path: '/events/:id',
    access: 'member',
    params: eventIdParams,
    query: editScopeQuery,
    consumes: ['multipart/form-data'],
    files,
    body: eventInput,
    responses: { 200: saved },
  },
  remove: {
    method: 'DELETE',
    path: '/events/:id',
    access: 'member',
    params: eventIdParams,
    /** A date of a series: this date only, or it and every later date (decision 039). */
    query: editScopeQuery,
    responses: { 200: messageResponse },
  },
  togglePrivacy: {
    method: 'PATCH',
    path: '/events/:id/toggle-privacy',
    access: 'member',
    params: eventIdParams,
    responses: { 200: itemResponse(myEvent) },
  },
  mine: {
    method: 'GET',
    path: '/my/events',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myEvent) },
  },
  myRsvps: {
    method: 'GET',
    path: '/my/rsvps',
    access: 'member',
    query: myRsvpsQuery,
    responses: { 200: listResponse(myRsvp) },
  },
});

/** RSVPs: a member's own (attend, withdraw) and the organiser's view and decisions. */
export const rsvpOps = operations('rsvps', {
  attend: {
    method: 'POST',
    path: '/events/:id/attend',
    access: 'member',
    params: eventIdParams,
    body: attendRequest,
    responses: { 200: rsvpResponse },
  },
  /** The member changes the guests they bring (decision 040). */
  changePlusOnes: {
    method: 'PATCH',
    path: '/events/:id/attend',
    access: 'member',
    params: eventIdParams,
    body: plusOnesRequest,
    responses: { 200: rsvpResponse },
  },
  withdraw: {
    method: 'DELETE',
    path: '/events/:id/attend',
    access: 'member',
    params: eventIdParams,
    responses: { 200: rsvpResponse },
  },
  attendees: {
    method: 'GET',
    path: '/events/:id/attendees',
    access: 'member',
    params: eventIdParams,
    responses: { 200: collectionResponse(attendee) },
  },
  attendeesCsv: {
    method: 'GET',
    path: '/events/:id/attendees.csv',
    access: 'member',
    params: eventIdParams,
    responses: {},
    answers: { files: ['text/csv'], description: 'The guest list as a spreadsheet.' },
  },
  approve: {
    method: 'POST',
    path: '/events/:id/rsvps/:userId/approve',
    access: 'member',
    params: rsvpParams,
    responses: { 200: rsvpDecisionResponse },
  },
  decline: {
    method: 'POST',
    path: '/events/:id/rsvps/:userId/decline',
    access: 'member',
    params: rsvpParams,
    responses: { 200: rsvpDecisionResponse },
  },
  removeMember: {
    method: 'DELETE',
    path: '/events/:id/rsvps/:userId',
    access: 'member',
    params: rsvpParams,
    responses: { 200: rsvpDecisionResponse },
  },
});
