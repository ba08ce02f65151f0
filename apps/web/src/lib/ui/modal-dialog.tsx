import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled, Escape and a backdrop click close it, Tab cycles inside it, focus
 * moves in on open and returns to where it was on close. Rendered only while open. `initialFocus`
 * names the control to start on when the first one in order (the close button) is not it.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  wide = false,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Room for a picture at full size instead of a short message. */
  wide?: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (initialFocus?.current ?? first ?? panel.current)?.focus();
    return () => {
      previous?.focus();
    };
    // A ref object keeps its identity, so this still runs on opening only.
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-night/70 motion-safe:animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative w-full ${wide ? 'max-w-4xl' : 'max-w-sm'} rounded-3xl bg-white shadow-2xl motion-safe:animate-rise-in`}
      >
        {children}
      </div>
    </div>
  );
}
