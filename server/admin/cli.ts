// The operator command line (npm run admin -- …, through scripts/admin.mjs), against the server's own database
// (DATABASE_URL, else the SQLite file in DATA_DIR):
//   create-operator EMAIL [--role admin|analyst]   creates an operator account (an administrator by default)
//   set-password EMAIL                             sets a new password (and lifts the account's lockout)
//   set-role EMAIL admin|analyst                   gives an operator another role
//   nbp-rate PCT DAY SOURCE                        records a new NBP reference rate (server/law/cli.ts)
//   nbp-rates                                      lists the law in force and the recorded rates
// The password is read from standard input, never from the arguments (they show in `ps` and in shell history):
// typed twice without echo at a terminal, or the first line of piped input.
import { readBasicConfig } from '../config-basic';
import { openForCommand, readStorageConfig } from '../storage/open';
import { audit } from '../audit/audit';
import { createOperator, ROLES, setOperatorPassword, setOperatorRole, type Role } from './auth';
import { MIN_PASSWORD_CHARS } from '../accounts/password';
import { NBP_USAGE, nbpCommand } from '../law/cli';

const USAGE =
  'usage: npm run admin -- create-operator EMAIL [--role admin|analyst] | set-password EMAIL | ' +
  `set-role EMAIL admin|analyst   (the password is read from standard input)  |  ${NBP_USAGE}`;
/** The audit trail's operator for changes made on the server's machine. */
const COMMAND_LINE = { id: 'command-line' };

const asRole = (value: string | undefined): Role => {
  if (!ROLES.includes(value as Role)) throw new Error(`the role is admin or analyst, not "${value ?? ''}"`);
  return value as Role;
};

/** The command, its e-mail and role from the arguments ("--role analyst" or "--role=analyst" after create-operator). */
function parseArgs(args: string[]): { command: string; email: string; role: Role } {
  const [command, email, ...rest] = args;
  if (!command || !email) throw new Error(USAGE);
  if (command === 'create-operator') {
    if (rest.length === 0) return { command, email, role: 'admin' };
    const joined = rest.join('=');
    const match = /^--role=(.*)$/.exec(joined);
    if (!match || rest.length > 2) throw new Error(USAGE);
    return { command, email, role: asRole(match[1]) };
  }
  if (command === 'set-password' && rest.length === 0) return { command, email, role: 'admin' };
  if (command === 'set-role' && rest.length === 1) return { command, email, role: asRole(rest[0]) };
  throw new Error(USAGE);
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_CHARS} characters): `);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

async function main(args: string[]): Promise<void> {
  if (args[0] === 'nbp-rate' || args[0] === 'nbp-rates') return nbpCommand(args[0], args.slice(1));
  const { command, email, role } = parseArgs(args);
  const basic = readBasicConfig(process.env);
  if (!basic.ok) throw new Error(basic.error);
  const storageConfig = readStorageConfig(process.env);
  if (!storageConfig.ok) throw new Error(storageConfig.error);
  process.umask(0o077);
  // The same database the server uses: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR.
  const { storage } = await openForCommand(storageConfig.value, basic.value.dataDir);
  try {
    if (command === 'set-role') {
      const changed = await setOperatorRole(storage.sql, email, role);
      await audit(
        storage.sql,
        COMMAND_LINE,
        'role-change',
        email.trim().toLowerCase(),
        new Date(),
        { role: changed.before },
        { role },
      );
      console.log(
        `${email.trim().toLowerCase()} is now ` +
          (role === 'analyst' ? 'an analyst (read and export only)' : 'an administrator'),
      );
      return;
    }
    const password = await readPassword();
    if (command === 'create-operator') {
      const operator = await createOperator(storage.sql, email, password, new Date(), role);
      await audit(storage.sql, COMMAND_LINE, 'operator-created', operator.email, new Date(), null, { role });
      console.log(
        `operator ${operator.email} created ` +
          `(${role === 'analyst' ? 'analyst: read and export only' : 'administrator'}); log in at /admin/`,
      );
    } else {
      await setOperatorPassword(storage.sql, email, password);
      console.log(`password of ${email.trim().toLowerCase()} changed`);
    }
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
