import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { durationParts, loadProblemOf, orderDurationSeconds } from './history-format';
import { chatHistoryPath, parseTranscriptRoute } from './history-paths';

describe('durationParts', () => {
  it('splits seconds into minutes and the rest', () => {
    expect(durationParts(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(durationParts(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(durationParts(725)).toEqual({ minutes: 12, seconds: 5 });
    expect(durationParts(3600)).toEqual({ minutes: 60, seconds: 0 });
  });

  it('never shows a negative or fractional duration', () => {
    expect(durationParts(-5)).toEqual({ minutes: 0, seconds: 0 });
    expect(durationParts(61.9)).toEqual({ minutes: 1, seconds: 1 });
  });
});

describe('loadProblemOf', () => {
  it('tells "not yours" from "not found" from a failure', () => {
    expect(loadProblemOf(new ApiError('http', 403, 'This chat is not yours.'))).toBe('forbidden');
    expect(loadProblemOf(new ApiError('http', 404, 'No such chat.'))).toBe('not-found');
    expect(loadProblemOf(new ApiError('http', 500, 'boom'))).toBe('failed');
    expect(loadProblemOf(new ApiError('network', 0, 'offline'))).toBe('failed');
    expect(loadProblemOf(new Error('x'))).toBe('failed');
  });
});

describe('transcript route', () => {
  it('round-trips the encoded ids', () => {
    expect(chatHistoryPath(12)).toBe('/order-history/chat/MTI');
    expect(chatHistoryPath(12, 345)).toBe('/order-history/chat/MTI/MzQ1');
    expect(parseTranscriptRoute('MTI', 'MzQ1')).toEqual({
      kind: 'chat',
      consultantId: 12,
      chatId: 345,
    });
    expect(parseTranscriptRoute('MTI', undefined)).toEqual({
      kind: 'consultant',
      consultantId: 12,
    });
  });

  it('calls anything undecodable a bad link', () => {
    expect(parseTranscriptRoute(undefined, undefined)).toEqual({ kind: 'bad-link' });
    expect(parseTranscriptRoute('%%%', undefined)).toEqual({ kind: 'bad-link' });
    expect(parseTranscriptRoute('MTI', 'not*an*id')).toEqual({ kind: 'bad-link' });
    // "0" encoded: not a positive id.
    expect(parseTranscriptRoute('MA', undefined)).toEqual({ kind: 'bad-link' });
  });
});

describe('orderDurationSeconds', () => {
  it('counts whole seconds from start to end, like the history call', () => {
    expect(
      orderDurationSeconds({
        startedAt: '2026-11-21T10:00:00.000Z',
        endedAt: '2026-11-21T10:12:05.900Z',
      }),
    ).toBe(725);
  });

  it('is 0 for a chat that never started or is still running', () => {
    expect(orderDurationSeconds({ startedAt: null, endedAt: null })).toBe(0);
    expect(orderDurationSeconds({ startedAt: '2026-11-21T10:00:00.000Z', endedAt: null })).toBe(0);
  });
});
