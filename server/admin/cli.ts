// The operator command line (npm run admin -- …, through scripts/admin.mjs):
//   create-operator EMAIL   creates an operator account
//   set-password EMAIL      sets a new password (and lifts the account's lockout)
//   nbp-rate PCT DAY SOURCE records a new NBP reference rate (server/law/cli.ts); nbp-rates lists the law in force
// The password is read from standard input, never from the arguments (they show in `ps` and in shell history):
// typed twice without echo at a terminal, or the first line of piped input.
import { join } from 'node:path';
import { readBasicConfig } from '../config-basic';
import { openSqlite } from '../storage/sqlite';
import { createOperator, setOperatorPassword } from './auth';
import { MIN_PASSWORD_CHARS } from './password';
import { NBP_USAGE, nbpCommand } from '../law/cli';

const USAGE = `usage: npm run admin -- create-operator EMAIL | set-password EMAIL   (the password is read from standard input)  |  ${NBP_USAGE}`;

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
  const [command, email, ...rest] = args;
  if (command === 'nbp-rate' || command === 'nbp-rates') return nbpCommand(command, args.slice(1));
  if (!command || !email || rest.length > 0 || !['create-operator', 'set-password'].includes(command)) throw new Error(USAGE);
  const basic = readBasicConfig(process.env);
  if (!basic.ok) throw new Error(basic.error);
  process.umask(0o077);
  const storage = openSqlite(join(basic.value.dataDir, 'przelewik.db'));
  try {
    const password = await readPassword();
    if (command === 'create-operator') {
      const operator = await createOperator(storage.sql, email, password);
      console.log(`operator ${operator.email} created; log in at /admin/`);
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
