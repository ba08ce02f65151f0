/*
 * The money of a chat, pure. A chat is charged once, when it ends: whole seconds of active time
 * (after any free seconds) at the frozen per-minute rate, rounded down to the paisa, and never more
 * than the balance at that moment.
 */

/** Paise for `seconds` of chat at `ratePerMinute` paise per minute, rounded down. */
export function chargeForSeconds(seconds: number, ratePerMinute: number): number {
  return Math.floor((seconds * ratePerMinute) / 60);
}

/**
 * Seconds of chat a balance pays for: the first whole second at which the charge reaches the
 * balance, so the chat that runs out ends having used exactly the whole balance.
 */
export function secondsAffordable(balance: number, ratePerMinute: number): number {
  if (ratePerMinute <= 0) return Number.MAX_SAFE_INTEGER;
  return Math.ceil((balance * 60) / ratePerMinute);
}

/**
 * The psychic's part of what the user paid for a session (the platform keeps its share), rounded
 * down. The one formula for a session's end and for every refund after it.
 */
export function earningsOf(paid: number, platformSharePercent: number): number {
  return Math.floor((paid * (100 - platformSharePercent)) / 100);
}

export type ChatSettlement = Readonly<{ billedSeconds: number; amount: number; earnings: number }>;

export function settleChat(input: {
  activeSeconds: number;
  freeSeconds: number;
  ratePerMinute: number;
  balance: number;
  platformSharePercent: number;
  refund: boolean;
}): ChatSettlement {
  const billedSeconds = Math.max(0, input.activeSeconds - input.freeSeconds);
  const amount = input.refund
    ? 0
    : Math.min(chargeForSeconds(billedSeconds, input.ratePerMinute), input.balance);
  return { billedSeconds, amount, earnings: earningsOf(amount, input.platformSharePercent) };
}
