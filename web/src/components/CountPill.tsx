/** A count in a pill beside a link or a button (the cart's units, the bell's unread), «99+» past 99; none at 0. */
export function CountPill({
  count,
  className,
  testId,
}: {
  count: number;
  className: string;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={`pill ${className}`} aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
