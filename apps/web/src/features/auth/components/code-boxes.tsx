import { useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One single-digit box per code digit (spec §4, §5): digits only, focus moves on after a digit; a
 * pasted or autofilled code (the first box carries `one-time-code`) fills the boxes from the one it
 * went into. Each Backspace removes one digit: the box's own, or in an empty box (spec: focus
 * moves back) the previous box's, so a phone user never presses twice per box.
 */
export function CodeBoxes({
  digits,
  onChange,
  onEnter,
  invalid,
  firstBox,
}: {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  onEnter: () => void;
  invalid: boolean;
  firstBox: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    boxes.current[index]?.focus();
  };

  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D+/g, '').split('');
    if (incoming.length === 0) return false;
    const next = [...digits];
    let at = index;
    for (const digit of incoming) {
      if (at >= next.length) break;
      next[at] = digit;
      at += 1;
    }
    onChange(next);
    focusBox(Math.min(at, next.length - 1));
    return true;
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = digits[index] === '' ? index - 1 : index;
      if (target < 0) return;
      const next = [...digits];
      next[target] = '';
      onChange(next);
      focusBox(target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    if (fill(index, event.clipboardData.getData('text'))) event.preventDefault();
  };

  return (
    <div className="flex justify-center gap-2" data-testid="code-boxes">
      {digits.map((digit, index) => (
        <input
          // The boxes are positions, not items: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstBox.current = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={digits.length}
          value={digit}
          aria-label={t('auth.otp.digit', { index: index + 1, count: digits.length })}
          aria-invalid={invalid}
          data-testid="code-box"
          onKeyDown={(event) => {
            onKeyDown(index, event);
          }}
          onPaste={(event) => {
            onPaste(index, event);
          }}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D+/g, '');
            if (event.target.value === '') {
              const next = [...digits];
              next[index] = '';
              onChange(next);
              return;
            }
            if (typed === '') return;
            // A box that already held a digit receives two: the new one is the one not kept.
            const text =
              typed.length === 2 && digit !== '' ? typed.replace(digit, '') || digit : typed;
            fill(index, text);
          }}
          className="h-14 w-11 rounded-2xl border border-night/15 bg-white text-center text-xl font-semibold text-ink outline-none focus:border-violet aria-[invalid=true]:border-error"
        />
      ))}
    </div>
  );
}
