import { useState, type ReactNode } from 'react';
import { buttonStyles } from '../../../lib/ui/button-styles';

/** A button that opens a form in its place; the form closes itself through `onDone`. */
export function FormToggle({
  label,
  renderForm,
}: {
  label: string;
  renderForm: (onDone: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (open)
    return renderForm(() => {
      setOpen(false);
    });
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() => {
        setOpen(true);
      }}
    >
      {label}
    </button>
  );
}
