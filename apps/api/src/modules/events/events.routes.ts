import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventDetail,
  eventIdParams,
  EVENT_IMAGE_MAX_BYTES,
  eventInput,
  eventMessages,
  eventOps,
  type EventCommand,
  itemResponse,
  itemWithMessage,
  listResponse,
  messageResponse,
  myEvent,
  myRsvp,
  myRsvpsQuery,
  paginationQuery,
} from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { multipartBody, uploadedFile } from '../../lib/multipart.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { EventsService, UploadedImage } from './events.service.ts';

interface Options {
  eventsService: EventsService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The event form's one file: its image, re-encoded by the service. */
const eventForm = multipartBody({
  files: { image: { maxBytes: EVENT_IMAGE_MAX_BYTES, tooLarge: eventMessages.imageTooLarge } },
});

const savedResponse = itemWithMessage(eventDetail);

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { eventsService, viewCounter, hooks, rateLimits },
) => {
  const tags = ['events'];
  // What was created counts, not a form refused and sent again.
  const limitCreates = limitCreations(
    app,
    'event-create',
    rateLimits.eventCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  // PUT and its multipart twin (image uploads) share one count.
  const limitUpdates = limitPerMember(app, 'event-update', rateLimits.eventUpdatesPerMember);

  app.route({
    ...endpoint(eventOps.list),
    config: { publicCache: 'events' },
    handler: async (request) => eventsService.list(request.query),
  });

  app.route({
    ...endpoint(eventOps.detail),
    config: { publicCache: 'events' },
    preHandler: hooks.optionalAuth,
    handler: async (request) => {
      const event = await eventsService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'event', id: event.id, ownerId: event.user_id });
      return { data: event };
    },
  });

  app.get(
    '/events/:id.ics',
    {
      config: { answers: { files: ['text/calendar'], description: 'The event as an iCalendar file.' } },
      schema: { tags, params: eventIdParams },
      preHandler: hooks.optionalAuth,
    },
    async (request, reply) => {
      const calendar = await eventsService.calendar(request.params.id, request.auth?.user ?? null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="akwaaba-event-${request.params.id}.ics"`)
        .send(calendar);
    },
  );

  // The form arrives as JSON or, with an image, as multipart: the same zod schema validates both
  // (eventForm turns the multipart fields into the body first), and a visitor is refused before either.
  const image = (request: FastifyRequest): UploadedImage | null => {
    const buffer = uploadedFile(request, 'image');
    return buffer ? { buffer } : null;
  };

  app.post(
    '/events',
    {
      config: { invalidates: ['events'] },
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        body: eventInput,
        response: { 201: savedResponse },
      },
      preValidation: [hooks.requireAuth, limitCreates, eventForm],
    },
    async (request, reply) => {
      const event = await eventsService.create(signedIn(request).user, request.body, image(request));
      reply.status(201);
      return {
        data: event,
        message: event.status === 'pending' ? eventMessages.submittedForApproval : eventMessages.created,
      };
    },
  );

  const update = async (request: FastifyRequest, id: number, command: EventCommand) => {
    const event = await eventsService.update(signedIn(request).user, id, command, image(request), command.remove_image);
    // An edit that waits for an admin says so (docs/rules/approval.md).
    return {
      data: event,
      message: event.status === 'pending' ? eventMessages.changesAwaitReview : eventMessages.updated,
    };
  };

  // One update, two methods: PUT with JSON or multipart, and POST with multipart (_method=PUT), since browsers send
  // files only with POST.
  const updateRoute = {
    config: { refuses: [403] as const, invalidates: ['events'] as const },
    schema: { tags, params: eventIdParams, body: eventInput, response: { 200: savedResponse } },
    preValidation: [hooks.requireAuth, limitUpdates, eventForm],
  };
  app.put(
    '/events/:id',
    { ...updateRoute, schema: { ...updateRoute.schema, consumes: ['application/json', 'multipart/form-data'] } },
    (request) => update(request, request.params.id, request.body),
  );
  app.post(
    '/events/:id',
    { ...updateRoute, schema: { ...updateRoute.schema, consumes: ['multipart/form-data'] } },
    (request) => update(request, request.params.id, request.body),
  );

  app.delete(
    '/events/:id',
    {
      config: { refuses: [403], invalidates: ['events'] },
      schema: { tags, params: eventIdParams, response: { 200: messageResponse } },
      preHandler: hooks.requireAuth,
    },
    async (request) => {
      await eventsService.remove(signedIn(request).user, request.params.id);
      return { message: 'Event deleted.' };
    },
  );

  app.patch(
    '/events/:id/toggle-privacy',
    {
      config: { refuses: [403], invalidates: ['events'] },
      schema: { tags, params: eventIdParams, response: { 200: itemResponse(myEvent) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => ({ data: await eventsService.togglePrivacy(signedIn(request).user, request.params.id) }),
  );

  app.get(
    '/my/events',
    {
      schema: { tags, querystring: paginationQuery, response: { 200: listResponse(myEvent) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => eventsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  );

  app.get(
    '/my/rsvps',
    {
      schema: { tags, querystring: myRsvpsQuery, response: { 200: listResponse(myRsvp) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => eventsService.rsvps(signedIn(request).user, request.query),
  );
};
