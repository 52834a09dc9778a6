import type { CategoryType } from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { UserRow } from '../modules/users/users.table.ts';
import type { Services } from '../services.ts';

/**
 * What each part of the demo seed looks up while it writes: the demo members by address (read once each), a
 * category's id by slug, and dates relative to one 'now'.
 */
export async function demoContext(services: Services, db: Database, categoryType: CategoryType) {
  const usersRepository = createUsersRepository(db);
  const categories = await services.categoriesService.list(categoryType);
  const members = new Map<string, UserRow>();
  const now = new Date();
  return {
    now,
    daysAgo: (days: number) => addDays(now, -days),
    categoryId: (slug: string) => categories.find((category) => category.slug === slug)!.id,
    async member(email: string): Promise<UserRow> {
      if (!members.has(email)) members.set(email, (await usersRepository.findByEmail(email))!);
      return members.get(email)!;
    },
  };
}
