import { Star } from 'lucide-react';

/** Five stars, `filled` of them gold, read out as `label`: a rating on a card or a review. */
export function StarRow({
  filled,
  label,
  sizeClass,
}: {
  filled: number;
  label: string;
  sizeClass: string;
}) {
  return (
    <span role="img" aria-label={label} className="flex">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`${sizeClass} ${index < filled ? 'fill-gold text-gold' : 'text-night/20'}`}
        />
      ))}
    </span>
  );
}
