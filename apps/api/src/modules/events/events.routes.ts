import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  attendanceResponse,
  attendee,
  attendRequest,
  eventDetail,
  eventIdParams,
  eventInput,
  eventMessages,
  eventsQuery,
  eventSummary,
  formBoolean,
  itemResponse,
  listResponse,
  messageResponse,
  myEvent,
  paginationQuery,
  pendingEvent,
  rejectRequest,
} from '@akwaaba/contracts';
import { validationError } from '../../lib/errors.ts';
import { parseWith } from '../../lib/validation.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { EventsService, UploadedImage } from './events.service.ts';

interface Options {
  eventsService: EventsService;
  hooks: AuthHooks;
}

interface EventBody {
  fields: Record<string, unknown>;
  image: UploadedImage | null;
}

/** The event form as JSON, or as multipart with an image (its fields go through the same schema). */
async function readEventBody(request: FastifyRequest): Promise<EventBody> {
  if (!request.isMultipart())
    return { fields: (request.body as Record<string, unknown> | undefined) ?? {}, image: null };
  const fields: Record<string, unknown> = {};
  let image: UploadedImage | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image' && buffer.length > 0) image = { buffer };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError('image', eventMessages.imageTooLarge);
    if (code?.startsWith('FST_')) throw validationError('image', eventMessages.imageInvalid);
    throw error;
  }
  return { fields, image };
}

const removeImage = (fields: Record<string, unknown>) => formBoolean.safeParse(fields.remove_image).data === true;
const savedResponse = z.object({ data: eventDetail, message: z.string() });

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { eventsService, hooks }) => {
  const tags = ['events'];

  app.get(
    '/events',
    { schema: { tags, querystring: eventsQuery, response: { 200: listResponse(eventSummary) } } },
    async (request) => eventsService.list(request.query),
  );

  app.get(
    '/events/:id',
    {
      schema: { tags, params: eventIdParams, response: { 200: itemResponse(eventDetail) } },
      preHandler: hooks.optionalAuth,
    },
    async (request) => ({ data: await eventsService.detail(request.params.id, request.auth?.user ?? null) }),
  );

  app.get(
    '/events/:id.ics',
    { schema: { tags, params: eventIdParams }, preHandler: hooks.optionalAuth },
    async (request, reply) => {
      const calendar = await eventsService.calendar(request.params.id, request.auth?.user ?? null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="akwaaba-event-${request.params.id}.ics"`)
        .send(calendar);
    },
  );

  app.post(
    '/events',
    {
      schema: { tags, consumes: ['application/json', 'multipart/form-data'], response: { 201: savedResponse } },
      preHandler: hooks.requireAuth,
    },
    async (request, reply) => {
      const { fields, image } = await readEventBody(request);
      const command = parseWith(eventInput, fields);
      const event = await eventsService.create(signedIn(request).user, command, image);
      reply.status(201);
      return {
        data: event,
        message: event.status === 'pending' ? eventMessages.submittedForApproval : eventMessages.created,
      };
    },
  );

  const update = async (request: FastifyRequest, id: number) => {
    const { fields, image } = await readEventBody(request);
    const command = parseWith(eventInput, fields);
    const event = await eventsService.update(signedIn(request).user, id, command, image, removeImage(fields));
    return { data: event, message: eventMessages.updated };
  };

  app.put(
    '/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: savedResponse } }, preHandler: hooks.requireAuth },
    (request) => update(request, request.params.id),
  );

  // Browsers send files only with POST: multipart updates say _method=PUT.
  app.post(
    '/events/:id',
    {
      schema: { tags, params: eventIdParams, consumes: ['multipart/form-data'], response: { 200: savedResponse } },
      preHandler: hooks.requireAuth,
    },
    (request) => update(request, request.params.id),
  );

  app.delete(
    '/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: messageResponse } }, preHandler: hooks.requireAuth },
    async (request) => {
      await eventsService.remove(signedIn(request).user, request.params.id);
      return { message: 'Event deleted.' };
    },
  );

  app.patch(
    '/events/:id/toggle-privacy',
    {
      schema: { tags, params: eventIdParams, response: { 200: itemResponse(myEvent) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => ({ data: await eventsService.togglePrivacy(signedIn(request).user, request.params.id) }),
  );

  app.post(
    '/events/:id/attend',
    {
      schema: { tags, params: eventIdParams, body: attendRequest, response: { 200: attendanceResponse } },
      preHandler: hooks.requireAuth,
    },
    async (request) => eventsService.attend(signedIn(request).user, request.params.id),
  );

  app.delete(
    '/events/:id/attend',
    { schema: { tags, params: eventIdParams, response: { 200: attendanceResponse } }, preHandler: hooks.requireAuth },
    async (request) => eventsService.unattend(signedIn(request).user, request.params.id),
  );

  app.get(
    '/events/:id/attendees',
    {
      schema: { tags, params: eventIdParams, response: { 200: z.object({ data: z.array(attendee) }) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => ({ data: await eventsService.attendees(signedIn(request).user, request.params.id) }),
  );

  app.get(
    '/events/:id/attendees.csv',
    { schema: { tags, params: eventIdParams }, preHandler: hooks.requireAuth },
    async (request, reply) => {
      const { filename, csv } = await eventsService.attendeesCsv(signedIn(request).user, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/my/events',
    {
      schema: { tags, querystring: paginationQuery, response: { 200: listResponse(myEvent) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => eventsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  );
};

/** Event approval (GUIDE §1): admins see what waits and approve or reject it. */
export const adminEventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { eventsService, hooks }) => {
  const tags = ['admin'];
  app.addHook('preHandler', hooks.requireAdmin);

  app.get(
    '/admin/events/pending',
    { schema: { tags, querystring: paginationQuery, response: { 200: listResponse(pendingEvent) } } },
    async (request) => eventsService.pending(request.query.page, request.query.per_page),
  );

  app.patch(
    '/admin/events/:id/approve',
    { schema: { tags, params: eventIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await eventsService.review(request.params.id, 'approved', null);
      return { message: eventMessages.approved };
    },
  );

  app.patch(
    '/admin/events/:id/reject',
    { schema: { tags, params: eventIdParams, body: rejectRequest, response: { 200: messageResponse } } },
    async (request) => {
      await eventsService.review(request.params.id, 'rejected', request.body.reason);
      return { message: eventMessages.rejected };
    },
  );
};
