import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { consoleFreeSessionsCall } from '@lumus/contract/earnings/earnings-calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callData } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatServerPerSuite, consultantAccount } from '../chat/chat-test-fixtures';
import { payoutProfiles } from '../earnings/earnings-tables';
import { consultants } from './catalogue-tables';

describe(`the free-sessions filter of the psychic list (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server } = chatServerPerSuite();

  /** Display names of the list's answer for this test's psychics only (all named "Psychic 93402…"). */
  async function names(params: Record<string, string>): Promise<string[]> {
    const query = new URLSearchParams({ search: 'psychic 93402', pageSize: '50', ...params });
    const response = await server.app.inject({
      url: `${consultantListCall.path}?${query.toString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = consultantListCall.response.parse(response.json()).data;
    return data.items.map((item) => item.displayName).sort();
  }

  it('lists only psychics who opted in, online ones for the free-chat page, and follows a change at once', async () => {
    const { app, database } = server;
    const optedIn = await consultantAccount(app, database.db, '9340200001', 2000);
    const optedOut = await consultantAccount(app, database.db, '9340200002', 2000);
    const noProfile = await consultantAccount(app, database.db, '9340200003', 2000);
    const offline = await consultantAccount(app, database.db, '9340200004', 2000);
    const suspended = await consultantAccount(app, database.db, '9340200005', 2000);
    await callData(app, optedIn, consoleFreeSessionsCall, { accept: true });
    await callData(app, optedOut, consoleFreeSessionsCall, { accept: false });
    await callData(app, offline, consoleFreeSessionsCall, { accept: true });
    await callData(app, suspended, consoleFreeSessionsCall, { accept: true });
    // The fixture opts every psychic in; this one never chose (no payout profile at all).
    await database.db
      .delete(payoutProfiles)
      .where(eq(payoutProfiles.consultantId, noProfile.consultantId));
    await database.db
      .update(consultants)
      .set({ status: 'offline' })
      .where(eq(consultants.id, offline.consultantId));
    await database.db
      .update(consultants)
      .set({ suspendedAt: new Date() })
      .where(eq(consultants.id, suspended.consultantId));

    // Without the filter all four listed psychics show (the one with no payout profile too).
    expect(await names({})).toEqual([
      'Psychic 9340200001',
      'Psychic 9340200002',
      'Psychic 9340200003',
      'Psychic 9340200004',
    ]);
    expect(await names({ freeSessionsOnly: 'true' })).toEqual([
      'Psychic 9340200001',
      'Psychic 9340200004',
    ]);
    const freeChatPage = { freeSessionsOnly: 'true', onlineOnly: 'true', sort: 'recommended' };
    expect(await names(freeChatPage)).toEqual(['Psychic 9340200001']);
    expect(await names({ freeSessionsOnly: 'false' })).toHaveLength(4);

    // Opting out takes them off the same (cached a moment ago) query's answer straight away.
    await callData(app, optedIn, consoleFreeSessionsCall, { accept: false });
    expect(await names(freeChatPage)).toEqual([]);
    await callData(app, optedOut, consoleFreeSessionsCall, { accept: true });
    expect(await names(freeChatPage)).toEqual(['Psychic 9340200002']);
  });

  it('answers 400 with a reason for a filter value that is not a boolean', async () => {
    const response = await server.app.inject({
      url: `${consultantListCall.path}?freeSessionsOnly=maybe`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ reason: string }>().reason).toContain('freeSessionsOnly');
  });
});
