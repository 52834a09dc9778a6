// `npm run admin -- promote EMAIL`: makes an existing member an admin (on DATABASE_URL or the embedded DATA_DIR).
import { parseEnv } from '../apps/api/src/env.ts';
import { openScriptServices } from '../apps/api/src/script-services.ts';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  process.stderr.write('Usage: npm run admin -- promote EMAIL\n');
  process.exit(2);
}

const { services, database } = await openScriptServices(parseEnv());
try {
  if (await services.adminService.promote(email)) {
    process.stdout.write(`${email} is now an admin.\n`);
  } else {
    process.stderr.write(`No member has the email ${email}. They must register first.\n`);
    process.exitCode = 1;
  }
} finally {
  await services.outbox.stop();
  await database.close();
}
