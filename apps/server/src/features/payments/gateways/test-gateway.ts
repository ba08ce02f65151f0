import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway';

export const TEST_GATEWAY_PATH = '/api/test-gateway/pay';
export const REASON_TEST_DECLINED = 'The payment was declined on the test gateway.';

/** Only a same-site path may be a return target, so the page cannot be used as an open redirect. */
export function safeReturnPath(text: string | undefined): string | undefined {
  if (text === undefined || !text.startsWith('/') || text.startsWith('//')) return undefined;
  if (text.includes('\\')) return undefined;
  return text;
}

/**
 * The built-in test gateway (development and tests only). Starting a payment hands out an
 * unguessable token and the URL of our own TEST page; the Approve/Decline pressed there is stored
 * on the log by the server, and `verify` reports exactly that stored decision.
 */
export function createTestGateway(): PaymentGateway {
  return {
    method: 'test',
    start: (_log, urls) => {
      const token = randomBytes(24).toString('base64url');
      const success = new URL(urls.successUrl);
      const returnPath = `${success.pathname}${success.search}`;
      const redirectUrl = `${TEST_GATEWAY_PATH}/${token}?${new URLSearchParams({ return: returnPath }).toString()}`;
      return Promise.resolve({ gatewayRef: token, redirectUrl });
    },
    verify: (log) => {
      if (log.gatewayDecision === 'approved') return Promise.resolve({ outcome: 'paid' });
      if (log.gatewayDecision === 'declined') {
        return Promise.resolve({ outcome: 'failed', reason: REASON_TEST_DECLINED });
      }
      return Promise.resolve({ outcome: 'pending' });
    },
  };
}
