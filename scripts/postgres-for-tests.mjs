// Imported once by scripts/test.mjs: starts a throwaway PostgreSQL for the whole run and hands its address to
// the storage tests as TEST_DATABASE_URL (not DATABASE_URL: the build and the e2e server keep their default
// SQLite), and stops it when the run ends, however it ends. With no binaries it says so in one line and the
// storage tests run their SQLite half.
import { startPostgres } from '../tests/postgres.mjs';

if (!process.env.TEST_DATABASE_URL) {
  const pg = startPostgres({ port: Number(process.env.TEST_PG_PORT ?? 55432), durable: false });
  if (pg) {
    process.env.TEST_DATABASE_URL = pg.url;
    console.log(`PostgreSQL for the storage tests at ${pg.url}`);
    process.on('exit', () => pg.stop());
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  }
}
