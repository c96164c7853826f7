// `npm run admin -- nbp-rate PCT SINCE SOURCE…`: records a decision of the Monetary Policy Council from the command
// line, into the database the server uses (DATABASE_URL, else DATA_DIR's SQLite file), checked by the same rule as
// the console's form. `npm run admin -- nbp-rates` lists the law in force today and the recorded rates.
import { lawOn, warsawDay } from '../../contracts/law';
import { readBasicConfig } from '../config-basic';
import { openForCommand, readStorageConfig } from '../storage/open';
import { recordedRates, recordRate } from './store';

export const NBP_USAGE =
  'npm run admin -- nbp-rate PCT YYYY-MM-DD SOURCE…   ' +
  '(e.g. nbp-rate 3,50 2026-12-03 "Komunikat RPP z 2 grudnia 2026 r.")  |  nbp-rates';

export async function nbpCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const basic = readBasicConfig(env);
  if (!basic.ok) throw new Error(basic.error);
  const storageConfig = readStorageConfig(env);
  if (!storageConfig.ok) throw new Error(storageConfig.error);
  const { storage, where } = await openForCommand(storageConfig.value, basic.value.dataDir);
  try {
    if (command === 'nbp-rates') {
      if (args.length > 0) throw new Error(`usage: ${NBP_USAGE}`);
      const recorded = await recordedRates(storage.sql);
      const law = lawOn(warsawDay(new Date()), recorded);
      console.log(
        `law in force on ${law.day} (${where}): NBP reference rate ${law.nbpRate.pct}% since ${law.nbpRate.since} ` +
          `(${law.nbpRate.source}); ` +
          `maximum interest ${law.maxInterestYearlyPct}%, maximum late interest ${law.maxLateInterestYearlyPct}%`,
      );
      for (const rate of recorded)
        console.log(
          `recorded: ${rate.pct}% from ${rate.since} (${rate.source}), by ${rate.recordedBy} at ${rate.recordedAt}`,
        );
      return;
    }
    const [pct, since, ...source] = args;
    if (!pct || !since || source.length === 0) throw new Error(`usage: ${NBP_USAGE}`);
    const number = /^\d{1,2}([.,]\d{1,2})?$/.test(pct) ? Number(pct.replace(',', '.')) : Number.NaN;
    const result = await recordRate(storage.sql, { pct: number, since, source: source.join(' ') }, 'cli', new Date());
    if (!result.ok) throw new Error(result.problems.join(' '));
    const law = lawOn(result.rate.since, await recordedRates(storage.sql));
    console.log(
      `NBP reference rate ${result.rate.pct}% recorded from ${result.rate.since} (${where}); ` +
        `maximum interest from that day ${law.maxInterestYearlyPct}%. ` +
        'Running servers apply it within a minute and re-render their pages.',
    );
  } finally {
    await storage.close();
  }
}
