import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import { CV_TYPES } from './jobs.constants.ts';
import {
  applicant,
  applicantResponse,
  applicationIdParams,
  applicationInput,
  applicationStatusInput,
  applyResponse,
  jobDetail,
  jobIdParams,
  jobInput,
  jobsQuery,
  jobSummary,
  myApplication,
  myJob,
} from './jobs.ts';

const saved = itemWithMessage(jobDetail);
/** The job form's one file, the company logo. */
const files = ['company_logo'] as const;

export const jobOps = operations('jobs', {
  list: {
    method: 'GET',
    path: '/job-listings',
    access: 'anyone',
    query: jobsQuery,
    responses: { 200: listResponse(jobSummary) },
  },
  detail: {
    method: 'GET',
    path: '/job-listings/:id',
    access: 'anyone-or-member',
    params: jobIdParams,
    responses: { 200: itemResponse(jobDetail) },
  },
  create: {
    method: 'POST',
    path: '/job-listings',
    access: 'member',
    consumes: ['application/json', 'multipart/form-data'],
    files,
    body: jobInput,
    responses: { 201: saved },
  },
  update: {
    method: 'PUT',
    path: '/job-listings/:id',
    access: 'member',
    params: jobIdParams,
    consumes: ['application/json', 'multipart/form-data'],
    files,
    body: jobInput,
    responses: { 200: saved },
  },
  /** The update with a logo: browsers send files only with POST (the form says `_method=PUT`). */
  updateForm: {
    method: 'POST',
    path: '/job-listings/:id',
    access: 'member',
    params: jobIdParams,
    consumes: ['multipart/form-data'],
    files,
    body: jobInput,
    responses: { 200: saved },
  },
  remove: {
    method: 'DELETE',
    path: '/job-listings/:id',
    access: 'member',
    params: jobIdParams,
    responses: { 200: messageResponse },
  },
  mine: {
    method: 'GET',
    path: '/my-job-listings',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myJob) },
  },
  /** The cover note comes as multipart with an optional CV, or as JSON without one. */
  apply: {
    method: 'POST',
    path: '/job-listings/:id/apply',
    access: 'member',
    params: jobIdParams,
    consumes: ['application/json', 'multipart/form-data'],
    files: ['cv'],
    body: applicationInput,
    responses: { 201: applyResponse },
  },
  myApplications: {
    method: 'GET',
    path: '/my/job-applications',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myApplication) },
  },
  withdrawApplication: {
    method: 'DELETE',
    path: '/job-applications/:id',
    access: 'member',
    params: applicationIdParams,
    responses: { 200: messageResponse },
  },
  applicants: {
    method: 'GET',
    path: '/job-listings/:id/applications',
    access: 'member',
    params: jobIdParams,
    query: paginationQuery,
    responses: { 200: listResponse(applicant) },
  },
  setApplicationStatus: {
    method: 'PATCH',
    path: '/job-applications/:id',
    access: 'member',
    params: applicationIdParams,
    body: applicationStatusInput,
    responses: { 200: applicantResponse },
  },
  cv: {
    method: 'GET',
    path: '/job-applications/:id/cv',
    access: 'member',
    params: applicationIdParams,
    responses: {},
    answers: { files: Object.values(CV_TYPES), description: 'The CV as the applicant sent it.' },
  },
});
