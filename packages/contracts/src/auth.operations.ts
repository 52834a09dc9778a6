import { z } from 'zod';
import { operations } from './common/operations.ts';
import { collectionResponse } from './common/pagination.ts';

export const authOps = operations('auth', {
  /** The social sign-in providers this server offers ('google', 'facebook'). */
  providers: {
    method: 'GET',
    path: '/auth/providers',
    access: 'anyone',
    responses: { 200: collectionResponse(z.string()) },
  },
});
