/** Placeholder cards in the shape of the real ones while the list loads. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          data-testid="card-skeleton"
          className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-night/5"
        >
          <div className="flex gap-3">
            <span className="size-16 shrink-0 rounded-full bg-night/5 motion-safe:animate-pulse" />
            <span className="flex flex-1 flex-col gap-2 pt-1">
              <span className="h-4 w-2/3 rounded bg-night/5 motion-safe:animate-pulse" />
              <span className="h-3 w-1/2 rounded bg-night/5 motion-safe:animate-pulse" />
              <span className="h-3 w-1/3 rounded bg-night/5 motion-safe:animate-pulse" />
            </span>
          </div>
          <span className="h-4 w-full rounded bg-night/5 motion-safe:animate-pulse" />
          <span className="h-11 w-full rounded-full bg-night/5 motion-safe:animate-pulse" />
        </li>
      ))}
    </ul>
  );
}
