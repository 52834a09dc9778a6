// `npm run seed:demo`: adds the demo community (members of both kinds, a demo admin) to an empty database.
import { seedDemo } from '../apps/api/src/demo/demo-seed.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository.ts';
import { openScriptServices } from '../apps/api/src/script-services.ts';

const { services, database } = await openScriptServices(parseEnv());
try {
  await services.categoriesService.seed();
  if (await createUsersRepository(database.db).findByEmail('admin@akwaaba.demo')) {
    process.stdout.write('The demo content is already there.\n');
  } else {
    const admin = await seedDemo({ services, db: database.db });
    process.stdout.write(`Demo content added. Demo admin sign-in: ${admin.email} / ${admin.password}\n`);
  }
} finally {
  await services.outbox.stop();
  await database.close();
}
