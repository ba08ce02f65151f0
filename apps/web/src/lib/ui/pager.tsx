import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonStyles } from './button-styles';

/** The words of a pager, translated by the feature that shows it (each keeps its own keys). */
export type PagerTexts = {
  label: string;
  previous: string;
  next: string;
  position: (at: { page: number; pages: number; total: number }) => string;
};

// 'outlined' suits a pager under a table (admin), 'text' one under a card list (wallet, payments).
const looks = {
  outlined: {
    nav: 'flex items-center justify-between gap-3 pt-4',
    button: buttonStyles.secondary,
    chevrons: false,
  },
  text: {
    nav: 'mt-4 flex items-center justify-between',
    button:
      'inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-violet hover:bg-violet-soft disabled:cursor-not-allowed disabled:opacity-40',
    chevrons: true,
  },
} as const;

/** Where a paged list stands, and how to move it. */
export type PagerPosition = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next for a paged list; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  texts,
  look,
}: PagerPosition & { texts: PagerTexts; look: keyof typeof looks }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const { nav, button, chevrons } = looks[look];
  return (
    <nav aria-label={texts.label} className={nav}>
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {chevrons ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
        {texts.previous}
      </button>
      <span className="text-sm text-muted">{texts.position({ page, pages, total })}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {texts.next}
        {chevrons ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
      </button>
    </nav>
  );
}
