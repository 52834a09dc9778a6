import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { databaseUnavailableCode, isDiskFull, pgErrorCode } from './errors.ts';

/** An error shaped like the driver's: a message and a code. */
const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As a failed drizzle query arrives: the driver's error under DrizzleQueryError, with the statement and parameters. */
const wrapped = (cause: Error) => new DrizzleQueryError('insert into users values ($1)', ['secret'], cause);

describe('databaseUnavailableCode', () => {
  it('names the socket failures of a database that is down or restarting, bare or wrapped by drizzle', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']) {
      expect(databaseUnavailableCode(coded(code)), code).toBe(code);
      expect(databaseUnavailableCode(wrapped(coded(code))), code).toBe(code);
    }
  });

  it('names the SQLSTATEs of a restart, a lost connection, too many connections and a statement timeout', () => {
    for (const code of ['08000', '08003', '08006', '08001', '57P01', '57P02', '57P03', '53300', '57014']) {
      expect(databaseUnavailableCode(wrapped(coded(code))), code).toBe(code);
    }
  });

  it('recognises node-postgres’s uncoded errors for a lost connection and a connect timeout', () => {
    const messages = [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ];
    for (const message of messages)
      expect(databaseUnavailableCode(wrapped(new Error(message))), message).toBe('connection');
    // pg-pool wraps the socket's error when the connect timeout cut it.
    const cut = new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated'),
    });
    expect(databaseUnavailableCode(cut)).toBe('connection');
  });

  it('leaves errors of the statement itself alone: constraints, syntax, a missing table, a plain bug', () => {
    for (const code of ['23505', '23503', '23514', '42601', '42P01', '22P02', '40001', '53100']) {
      expect(databaseUnavailableCode(wrapped(coded(code))), code).toBeUndefined();
    }
    expect(databaseUnavailableCode(new TypeError('Cannot read properties of undefined'))).toBeUndefined();
    expect(databaseUnavailableCode(null)).toBeUndefined();
    expect(databaseUnavailableCode('ECONNREFUSED')).toBeUndefined();
  });

  it('recognises the error node-postgres really gives when nothing listens on the database port', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(databaseUnavailableCode(error)).toBe('ECONNREFUSED');
  });

  it('keeps pgErrorCode answering the statement’s SQLSTATE', () => {
    expect(pgErrorCode(wrapped(coded('23505')))).toBe('23505');
  });
});

describe('isDiskFull', () => {
  it('recognises ENOSPC and EDQUOT from the file system and SQLSTATE 53100 from the database, wrapped or not', () => {
    expect(isDiskFull(coded('ENOSPC'))).toBe(true);
    expect(isDiskFull(coded('EDQUOT'))).toBe(true);
    expect(isDiskFull(wrapped(coded('53100', 'could not extend file: No space left on device')))).toBe(true);
    expect(isDiskFull(new Error('upload failed', { cause: coded('ENOSPC') }))).toBe(true);
    expect(isDiskFull(coded('EACCES'))).toBe(false);
    expect(isDiskFull(coded('ECONNREFUSED'))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });

  // Linux's always-full device: a real ENOSPC without filling a disk.
  it.skipIf(!existsSync('/dev/full'))(
    'recognises the error Node really gives for a write to a full device (/dev/full)',
    async () => {
      const error = await fs.writeFile('/dev/full', Buffer.alloc(4096)).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isDiskFull(error)).toBe(true);
    },
  );
});
