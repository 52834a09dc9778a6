import pg from 'pg';

/**
 * Each test run migrates its own template (named by the run's process id), so two runs on one server — a
 * developer's beside CI's, or two suites at once — never drop the template the other is cloning from.
 */
export function templateDatabaseName(pid = process.pid): string {
  return `akwaaba_test_template_${pid}`;
}

/** postgres://…/name with the database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
