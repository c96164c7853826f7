// A throwaway PostgreSQL for the tests and the bench, from the binaries the machine has (Debian's
// postgresql-NN: /usr/lib/postgresql/NN/bin): initdb and pg_ctl in a temporary folder, as the `postgres` user
// when run as root (PostgreSQL refuses to run as root), stopped and removed afterwards.
//
//   const pg = startPostgres({ port });   // null (and one line on stdout) when no binaries exist
//   pg.url                                 // postgres://postgres@127.0.0.1:<port>/postgres
//   pg.stop()
//
// Importing scripts/postgres-for-tests.mjs starts one for a whole `npm test` run (see there).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (PG_BIN overrides), or null. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(ROOT, versions[0], 'bin') : null;
}

function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('running as root, but there is no "postgres" user to run PostgreSQL as');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a fresh cluster on 127.0.0.1:`port`. `durable: false` turns fsync off (tests: a crash of the machine is
 * not what they check); the bench keeps the defaults, so its figures are those of a real server.
 */
export function startPostgres({ port = 55432, durable = true, quiet = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    if (!quiet)
      console.log(
        `PostgreSQL: no server binaries under ${ROOT} (or PG_BIN): PostgreSQL storage tests do not run, SQLite ones do`,
      );
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${(result.stderr || result.stdout || '').trim()}`);
  };
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${dir}`,
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ];
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      ...(durable ? [] : ['--no-sync']),
    ]);
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(join(dir, 'log'))
      ? readFileSync(join(dir, 'log'), 'utf8').trim().split('\n').slice(-3).join(' | ')
      : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}${log ? ` (${log})` : ''}`, { cause: error });
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: data,
    /** pg_ctl start, stop or restart (fault tests), keeping the folder. */
    ctl(action, mode = 'fast') {
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-o',
        settings.join(' '),
        ...(action === 'start' ? [] : ['-m', mode]),
        '-w',
        '-t',
        '60',
        action,
      ]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
