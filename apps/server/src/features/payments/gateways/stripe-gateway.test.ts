import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLogRow } from '../payment-logs';
import { createStripeGateway } from './stripe-gateway';

/**
 * The gateway against a loopback server that answers Stripe's Checkout Session calls the way the
 * API does (form-encoded requests, JSON answers), so the request Stripe would receive is read
 * as sent: the money in the log's own currency (decision 045), never converted.
 */
interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('Stripe Checkout gateway', () => {
  const recorded: Recorded[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let server: Server;
  let stripe: Stripe;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        const form = new URLSearchParams(body);
        const path = request.url ?? '';
        const key = request.headers['idempotency-key'];
        recorded.push({
          method: request.method ?? '',
          path,
          form,
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
        let answer: Record<string, unknown> | undefined;
        if (request.method === 'POST' && path === '/v1/checkout/sessions') {
          const id = `cs_test_${sessions.size + 1}`;
          answer = {
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/${id}`,
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            metadata: { paymentLogId: form.get('metadata[paymentLogId]') },
          };
          sessions.set(id, answer);
        } else if (request.method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
          answer = sessions.get(path.slice('/v1/checkout/sessions/'.length));
        }
        response.writeHead(answer === undefined ? 404 : 200, {
          'content-type': 'application/json',
        });
        response.end(
          JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: 'none' } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stripe = new Stripe('sk_test_lumus', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });

  function log(id: number, currency: 'INR' | 'EUR', totalMinor: number): PaymentLogRow {
    return { id, currency, totalMinor, gatewayRef: null } as unknown as PaymentLogRow;
  }

  const urls = { successUrl: 'http://localhost/ok', cancelUrl: 'http://localhost/no' };

  it.each([
    ['EUR', 1_000, 'eur'],
    ['INR', 59_000, 'inr'],
  ] as const)(
    'asks Stripe for a %s payment of the log total in that currency',
    async (currency, total, sent) => {
      const gateway = createStripeGateway(stripe);
      const id = currency === 'EUR' ? 41 : 42;
      const started = await gateway.start(log(id, currency, total), urls);
      const request = recorded.at(-1);
      expect(request?.form.get('line_items[0][price_data][currency]')).toBe(sent);
      expect(request?.form.get('line_items[0][price_data][unit_amount]')).toBe(String(total));
      expect(request?.form.get('metadata[paymentLogId]')).toBe(String(id));
      expect(request?.idempotencyKey).toBe(`lumus-payment-log-${id}`);
      expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);

      // The lookup reads the session back: paid in the log's currency and amount is paid.
      const session = sessions.get(started.gatewayRef);
      if (session === undefined) throw new Error('no session recorded');
      session['payment_status'] = 'paid';
      session['status'] = 'complete';
      const row = { ...log(id, currency, total), gatewayRef: started.gatewayRef };
      expect(await gateway.verify(row)).toEqual({ outcome: 'paid' });
      // The same session checked against a log in the other currency is not this payment.
      const other = { ...row, currency: currency === 'EUR' ? 'INR' : 'EUR' } as PaymentLogRow;
      expect((await gateway.verify(other)).outcome).toBe('failed');
    },
  );
});
