import { kundli } from '@lumus/astro/kundli';
import {
  consoleQueueCall,
  orderDetailCall,
  createQueueTokenCall,
  fillIntakeFormCall,
} from '@lumus/contract/chat/chat-calls';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { chatIntakeForms } from '../sessions/session-tables';
import { chatServerPerSuite, consultantAccount, fund } from './chat-test-fixtures';
import { placeSearchCall } from '@lumus/contract/astrology/place-search';

describe(`the intake's birth chart in the console (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server } = chatServerPerSuite();
  let kolkataId: number;
  beforeAll(async () => {
    // The first search builds the place index (a few seconds on the 2-core machine).
    const response = await server.app.inject({ url: `${placeSearchCall.path}?q=kolkata&limit=1` });
    const [place] = placeSearchCall.response.parse(response.json()).data;
    if (place === undefined) throw new Error('no place for kolkata');
    kolkataId = place.id;
  }, 180_000);

  const intake = (consultantId: number, extra: Record<string, unknown>) => ({
    consultantId,
    name: 'Ravi',
    gender: 'MALE',
    birthDate: '1943-06-01',
    birthTime: '12:00',
    birthPlace: 'Kolkata, West Bengal, India',
    ...extra,
  });

  async function request(user: TestUser, consultantId: number, extra: Record<string, unknown>) {
    const filled = await call(app(), user, fillIntakeFormCall, intake(consultantId, extra));
    expect(filled.statusCode, filled.body).toBe(200);
    const form = fillIntakeFormCall.response.parse(filled.json()).data;
    const token = await call(app(), user, createQueueTokenCall, {
      consultantId,
      intakeFormId: form.id,
    });
    expect(token.statusCode, token.body).toBe(200);
    return { form, chatId: token.json<{ data: { order: { id: number } } }>().data.order.id };
  }
  const app = () => server.app;

  it('casts the chart for a chosen place and shows it to the consultant of the order only', async () => {
    const { database } = server;
    const psychic = await consultantAccount(app(), database.db, '9610000001', 1000);
    const other = await consultantAccount(app(), database.db, '9610000002', 1000);
    const user = await signedInUser(app(), '9610000003');
    await fund(database.db, user.userId, 100_000, 'intake-chart-1');

    const { form, chatId } = await request(user, psychic.consultantId, { placeId: kolkataId });
    // Kolkata in June 1943 kept +06:30 (decision 012), so noon local is 05:30 UTC.
    expect(form.chart).toMatchObject({
      place: { id: kolkataId, name: 'Kolkata', country: 'IN', timeZone: 'Asia/Kolkata' },
      utcOffsetMinutes: 390,
      localTimeKind: 'exact',
      birthUtc: '1943-06-01T05:30:00.000Z',
    });
    const latitude = form.chart?.place.latitude ?? Number.NaN;
    const longitude = form.chart?.place.longitude ?? Number.NaN;
    const expected = kundli({ utc: '1943-06-01T05:30:00Z', latitude, longitude });
    expect(form.chart?.kundli).toEqual(JSON.parse(JSON.stringify(expected)));

    // The consultant's calls read it back from the database.
    const queue = await call(app(), psychic, consoleQueueCall);
    const queued = consoleQueueCall.response.parse(queue.json()).data.orders;
    expect(queued.find((order) => order.id === chatId)?.intake?.chart).toEqual(form.chart);
    const detail = await call(app(), psychic, orderDetailCall, { chatId });
    expect(orderDetailCall.response.parse(detail.json()).data.intake?.chart).toEqual(form.chart);
    // The user themself sees it too.
    const own = await call(app(), user, orderDetailCall, { chatId });
    expect(orderDetailCall.response.parse(own.json()).data.intake?.chart).toEqual(form.chart);

    // Another psychic neither gets the order nor finds it in their queue.
    const foreign = await call(app(), other, orderDetailCall, { chatId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'fail', reason: 'This chat is not yours.' });
    const otherQueue = await call(app(), other, consoleQueueCall);
    expect(consoleQueueCall.response.parse(otherQueue.json()).data.orders).toEqual([]);
  });

  it('casts an unknown time for local noon and has no chart for a typed place', async () => {
    const { database } = server;
    const psychic = await consultantAccount(app(), database.db, '9610000011', 1000);
    const first = await signedInUser(app(), '9610000012');
    const second = await signedInUser(app(), '9610000013');
    await fund(database.db, first.userId, 100_000, 'intake-chart-2');
    await fund(database.db, second.userId, 100_000, 'intake-chart-3');

    const unknown = await request(first, psychic.consultantId, {
      placeId: String(kolkataId),
      birthTime: null,
      birthTimeUnknown: true,
    });
    expect(unknown.form.birthTime).toBeNull();
    expect(unknown.form.chart).toMatchObject({ birthUtc: '1943-06-01T05:30:00.000Z' });

    const typed = await request(second, psychic.consultantId, {});
    expect(typed.form.chart).toBeNull();
    const detail = await call(app(), psychic, orderDetailCall, {
      chatId: typed.chatId,
    });
    expect(orderDetailCall.response.parse(detail.json()).data.intake).toMatchObject({
      birthPlace: 'Kolkata, West Bengal, India',
      chart: null,
    });
  });

  it('refuses an unknown place id, a wrong type and a future birth with a 400 and stores nothing', async () => {
    const { database } = server;
    const psychic = await consultantAccount(app(), database.db, '9610000021', 1000);
    const user = await signedInUser(app(), '9610000022');
    const before = await database.db.$count(chatIntakeForms);

    const unknown = await call(
      app(),
      user,
      fillIntakeFormCall,
      intake(psychic.consultantId, { placeId: 999_999_999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      status: 'fail',
      reason: 'placeId is not a known place; choose one from the place search',
    });

    const wrongType = await call(
      app(),
      user,
      fillIntakeFormCall,
      intake(psychic.consultantId, { placeId: 'Kolkata' }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ reason: string }>().reason).toContain('placeId');

    const future = await call(
      app(),
      user,
      fillIntakeFormCall,
      intake(psychic.consultantId, { placeId: kolkataId, birthDate: '2999-01-01' }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ reason: 'birth date and time are in the future' });

    expect(await database.db.$count(chatIntakeForms)).toBe(before);
  });
});
