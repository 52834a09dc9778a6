import { CATEGORY_TYPES, type Category, type CategoryType } from '@akwaaba/contracts';
import type { CategoriesRepository } from './categories.repository.ts';
import { CATEGORY_SEED } from './categories.seed.ts';

export function createCategoriesService({ categoriesRepository }: { categoriesRepository: CategoriesRepository }) {
  return {
    async list(type?: CategoryType): Promise<Category[]> {
      const rows = await categoriesRepository.list(type);
      return rows.map(({ id, name, slug, type: rowType }) => ({ id, name, slug, type: rowType }));
    },

    /** Idempotent: run at every start, it adds what is missing and renames what changed. */
    async seed(): Promise<void> {
      const rows = CATEGORY_TYPES.flatMap((type) =>
        CATEGORY_SEED[type].map(([slug, name], position) => ({ type, slug, name, position })),
      );
      await categoriesRepository.upsertMany(rows);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
