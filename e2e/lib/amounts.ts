/** Paise of an amount the app shows in rupees ("₹1,234.50"). */
export function paiseOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  if (digits === '') throw new Error(`not an amount: ${String(text)}`);
  return Math.round(Number(digits) * 100);
}
