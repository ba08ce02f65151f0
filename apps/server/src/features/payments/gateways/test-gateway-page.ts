import { AMOUNT_DECIMALS } from '@lumus/contract/constants';
import { MINOR_PER_MAJOR } from '@lumus/contract/wallet/money';
import type { PaymentLogRow } from '../payment-logs';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function rupees(minor: number): string {
  return `₹${(minor / MINOR_PER_MAJOR).toFixed(AMOUNT_DECIMALS)}`;
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#FAF8F4;color:#1E1B2E}
.banner{background:#DC2626;color:#fff;text-align:center;padding:12px;font-weight:700;letter-spacing:.08em}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 8px}p{color:#6B6880}dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px}
dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}.total{font-weight:700}
.actions{display:flex;gap:12px;margin-top:24px}.actions form{flex:1}button{width:100%;padding:12px;border-radius:10px;border:0;font-size:1rem;cursor:pointer}
.approve{background:#16A34A;color:#fff}.decline{background:#EDE8FF;color:#1E1B2E}`;

/** Plain server-rendered HTML without scripts (the CSP allows none inline): two forms. */
export function renderTestGatewayPage(
  log: PaymentLogRow,
  actionUrl: string,
  returnPath: string,
): string {
  const decided = log.gatewayDecision !== null;
  const form = (decision: 'approve' | 'decline', label: string) =>
    `<form method="post" action="${escapeHtml(actionUrl)}">` +
    `<input type="hidden" name="decision" value="${decision}">` +
    `<input type="hidden" name="return" value="${escapeHtml(returnPath)}">` +
    `<button type="submit" class="${decision}">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST payment — Lumus</title><style>${STYLE}</style></head><body>
<div class="banner" role="alert">TEST GATEWAY — NO REAL MONEY</div>
<main><h1>Test payment #${log.id}</h1>
<p>This page stands in for a real payment provider in development. Nothing is charged.</p>
<dl><dt>Recharge</dt><dd>${rupees(log.amountMinor)}</dd>
<dt>Tax</dt><dd>${rupees(log.taxMinor)}</dd>
<dt class="total">Total</dt><dd class="total">${rupees(log.totalMinor)}</dd></dl>
${
  decided
    ? `<p>Already ${escapeHtml(log.gatewayDecision ?? '')}.</p>`
    : `<div class="actions">${form('approve', 'Approve')}${form('decline', 'Decline')}</div>`
}
</main></body></html>`;
}

export function renderTestGatewayMissing(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TEST payment — Lumus</title>
<style>${STYLE}</style></head><body><div class="banner">TEST GATEWAY — NO REAL MONEY</div>
<main><h1>Unknown test payment</h1><p>This payment link is not valid.</p></main></body></html>`;
}
