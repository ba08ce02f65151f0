import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, failureSchema } from './envelope';

describe('response envelope', () => {
  const schema = envelopeSchema(z.object({ amount: z.number() }));

  it('accepts a success with data and a failure with a reason', () => {
    expect(schema.parse({ status: 'success', data: { amount: 5 } })).toEqual({
      status: 'success',
      data: { amount: 5 },
    });
    expect(failureSchema.parse({ status: 'fail', reason: 'No such user' }).reason).toBe(
      'No such user',
    );
  });

  it('rejects an unknown status and a data shape that does not match', () => {
    expect(schema.safeParse({ status: 'ok' }).success).toBe(false);
    expect(schema.safeParse({ status: 'success', data: { amount: '5' } }).success).toBe(false);
    expect(failureSchema.safeParse({ status: 'fail' }).success).toBe(false);
  });
});
