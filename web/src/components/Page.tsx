import { useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { useFocusOnNavigation } from '../lib/focus';

interface PageProps {
  /** Used for the document title ("<title> · Pitahaya Marketplace") and, unless `heading` is set, the h1. */
  title: string;
  /** The page's meta description (search results, shared links); the shop's own when absent. */
  description?: string;
  heading?: ReactNode;
  /** A short introduction under the heading. */
  lead?: ReactNode;
  /** Small text above the heading (e.g. a section name). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Narrow reading width for text pages. */
  narrow?: boolean;
  className?: string;
}

/** The frame of every screen: document title, one h1 (focused after in-app navigation), content. */
export function Page({ title, description, heading, lead, eyebrow, children, narrow, className }: PageProps) {
  useDocumentTitle(title, description);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);
  return (
    <div className={['page', narrow ? 'page--narrow' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="page__header">
        {eyebrow ? <p className="page__eyebrow">{eyebrow}</p> : null}
        <h1 className="page__title" tabIndex={-1} ref={headingRef}>
          {heading ?? title}
        </h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
