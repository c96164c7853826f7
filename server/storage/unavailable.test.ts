import { describe, expect, it } from 'vitest';
import { asUnavailable, StorageUnavailableError, unavailableReason } from './unavailable';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('unavailableReason', () => {
  it.each([
    [coded('SQLITE_FULL'), 'disk is full'],
    [coded('SQLITE_READONLY_DBMOVED'), 'database is read-only'],
    [coded('SQLITE_BUSY'), 'database is busy'],
    [coded('SQLITE_IOERR_WRITE'), 'disk input/output error'],
    [coded('53100'), 'disk is full'],
    [coded('53200'), 'database is out of resources'],
    [coded('57P01'), 'database is restarting'],
    [coded('57P03'), 'database is restarting'],
    [coded('57014'), 'database did not answer in time'],
    [coded('08006'), 'database does not answer'],
    [coded('ECONNREFUSED'), 'database does not answer'],
    [new Error('Connection terminated unexpectedly'), 'database does not answer'],
    [new Error('timeout exceeded when trying to connect'), 'database does not answer'],
    [new Error('Query read timeout'), 'database does not answer'],
    [new StorageUnavailableError('too many writes waiting', 1, 'overload'), 'too many writes waiting'],
  ])('%s → %s', (error, reason) => expect(unavailableReason(error)).toBe(reason));

  it.each([[coded('23505')], [coded('SQLITE_CONSTRAINT')], [new TypeError('x is undefined')], ['boom']])(
    'leaves %s to the ordinary error path',
    (error) => {
      expect(unavailableReason(error)).toBeNull();
      expect(asUnavailable(error)).toBe(error);
    },
  );
});
