import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  /** The section's name, its h2. */
  title: ReactNode;
  className: string;
  /** The heading's class (each area styles its own). */
  titleClassName: string;
  testId?: string;
  /** The section's own id (a link's #anchor to it). */
  anchor?: string;
  children: ReactNode;
}

/** A section of a page named by its h2 (aria-labelledby): a product's food facts, the checkout's review, ... */
export function TitledSection({
  title,
  className,
  titleClassName,
  testId,
  anchor,
  children,
}: TitledSectionProps) {
  const id = useId();
  return (
    <section id={anchor} className={className} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
