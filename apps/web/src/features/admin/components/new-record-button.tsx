import { Plus } from 'lucide-react';
import { buttonStyles } from '../../../lib/ui/button-styles';

/** The primary "New …" button above an admin list; it opens the empty form. */
export function NewRecordButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonStyles.primary} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
