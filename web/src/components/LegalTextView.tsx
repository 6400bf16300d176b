import { useEffect, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LegalIdentity, LegalText } from '../../../shared/contracts/legal/entities.js';
import { LEGAL_TEXTS_UI } from '../../../shared/messages/legal.js';
import {
  filledLegalSections,
  sectionAnchor,
  type Inline,
  type LegalSectionBlocks,
} from '../../../shared/utils/legal-text.js';
import { legalDay, legalUpdatedAt } from '../../../shared/rules/legal/legal-first-view.js';

/** Jumps to a section without a hash change (which the router would take for a navigation). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-titulo`);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** One line's parts: text, emphasis, links to the shop's own pages (the only links a text may hold). */
export function InlineParts({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.type === 'link' ? (
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ) : part.type === 'strong' ? (
          <strong key={index}>{part.text}</strong>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function SectionBody({ section }: { section: LegalSectionBlocks }) {
  return (
    <>
      {section.blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <InlineParts parts={block.parts} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineParts parts={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/**
 * A legal text as a page (the share pages write the same markup into the legal pages' HTML:
 * shared/rules/legal/legal-page-html.ts; change one, change the other): the model notice while the cooperative's lawyer has not reviewed it, the date of its
 * last change, a table of contents and numbered sections, the identity filled in.
 */
export function LegalTextView({
  text,
  identity,
  toc = true,
}: {
  text: LegalText;
  identity: LegalIdentity;
  toc?: boolean;
}) {
  const { sections, titled } = filledLegalSections(text.body, identity);
  const updated = legalUpdatedAt(text, identity);
  // A link to a section by its anchor (/condiciones#opiniones-de-los-productos) lands on it once the text is there.
  const anchors = titled.map((section) => sectionAnchor(section.title)).join(' ');
  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (target && anchors.split(' ').includes(target)) document.getElementById(target)?.scrollIntoView();
  }, [anchors]);
  return (
    <div className="prose legal">
      {text.reviewed ? null : (
        <p className="legal__model" role="note" data-testid="legal-model-notice">
          {LEGAL_TEXTS_UI.modelNotice}
        </p>
      )}
      {updated ? <p className="legal__updated">{LEGAL_TEXTS_UI.updated(legalDay(updated))}</p> : null}
      {toc && titled.length > 1 ? (
        <nav aria-label="Contenido" className="legal__toc">
          <ol>
            {titled.map((section, index) => (
              <li key={section.title}>
                <a href={`#seccion-${index + 1}`} onClick={(event) => jumpTo(event, `seccion-${index + 1}`)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) =>
        section.title === '' ? (
          <SectionBody key={`intro-${index}`} section={section} />
        ) : (
          <section
            key={section.title}
            id={`seccion-${titled.indexOf(section) + 1}`}
            aria-labelledby={`seccion-${titled.indexOf(section) + 1}-titulo`}
          >
            <span id={sectionAnchor(section.title)} aria-hidden="true" />
            <h2 id={`seccion-${titled.indexOf(section) + 1}-titulo`} tabIndex={-1}>
              {toc ? `${titled.indexOf(section) + 1}. ` : ''}
              {section.title}
            </h2>
            <SectionBody section={section} />
          </section>
        ),
      )}
    </div>
  );
}
