import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_IMAGE_MAX_BYTES,
  eventMessages,
  eventOps,
  seriesMessages,
  type EditScope,
  type EventCommand,
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

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { eventsService, viewCounter, hooks, rateLimits },
) => {
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

  app.route({
    ...endpoint(eventOps.calendar),
    preHandler: hooks.optionalAuth,
    handler: async (request, reply) => {
      const calendar = await eventsService.calendar(request.params.id, request.auth?.user ?? null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="akwaaba-event-${request.params.id}.ics"`)
        .send(calendar);
    },
  });

  // The form arrives as JSON or, with an image, as multipart: the same zod schema validates both
  // (eventForm turns the multipart fields into the body first), and a visitor is refused before either.
  const image = (request: FastifyRequest): UploadedImage | null => {
    const buffer = uploadedFile(request, 'image');
    return buffer ? { buffer } : null;
  };

  app.route({
    ...endpoint(eventOps.create),
    config: { invalidates: ['events'] },
    preValidation: [hooks.requireAuth, limitCreates, eventForm],
    handler: async (request, reply) => {
      const event = await eventsService.create(signedIn(request).user, request.body, image(request));
      reply.status(201);
      return {
        data: event,
        message:
          event.status === 'pending'
            ? eventMessages.submittedForApproval
            : event.series
              ? seriesMessages.createdSeries(event.series.count)
              : eventMessages.created,
      };
    },
  });

  const update = async (request: FastifyRequest, id: number, command: EventCommand, scope: EditScope) => {
    const event = await eventsService.update(
      signedIn(request).user,
      id,
      command,
      image(request),
      command.remove_image,
      scope,
    );
    // An edit that waits for an admin says so (docs/rules/approval.md).
    return {
      data: event,
      message: event.status === 'pending' ? eventMessages.changesAwaitReview : eventMessages.updated,
    };
  };

  // One update, two methods: PUT with JSON or multipart, and POST with multipart (_method=PUT), since browsers send
  // files only with POST.
  for (const operation of [eventOps.update, eventOps.updateForm]) {
    app.route({
      ...endpoint(operation),
      config: { refuses: [403], invalidates: ['events'] },
      preValidation: [hooks.requireAuth, limitUpdates, eventForm],
      handler: (request) => update(request, request.params.id, request.body, request.query.scope),
    });
  }

  app.route({
    ...endpoint(eventOps.remove),
    config: { refuses: [403], invalidates: ['events'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await eventsService.remove(signedIn(request).user, request.params.id, request.query.scope);
      return { message: request.query.scope === 'future' ? seriesMessages.seriesDeleted : 'Event deleted.' };
    },
  });

  app.route({
    ...endpoint(eventOps.togglePrivacy),
    config: { refuses: [403], invalidates: ['events'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => ({
      data: await eventsService.togglePrivacy(signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpoint(eventOps.mine),
    preHandler: hooks.requireAuth,
    handler: async (request) => eventsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(eventOps.myRsvps),
    preHandler: hooks.requireAuth,
    handler: async (request) => eventsService.rsvps(signedIn(request).user, request.query),
  });
};
