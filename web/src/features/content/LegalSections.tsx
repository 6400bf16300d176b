import type { MouseEvent, ReactNode } from 'react';
import { Page } from '../../components/Page';

export interface LegalSection {
  title: string;
  content: ReactNode;
}

/** Jumps to a section without a hash change (which the router would take for a navigation). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-titulo`);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** A legal text: a short table of contents and numbered sections. */
export function LegalSections({ sections, updated }: { sections: LegalSection[]; updated: string }) {
  return (
    <div className="prose legal">
      <p className="legal__updated">Última actualización: {updated}</p>
      <nav aria-label="Contenido" className="legal__toc">
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#seccion-${index + 1}`} onClick={(event) => jumpTo(event, `seccion-${index + 1}`)}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`seccion-${index + 1}`}
          aria-labelledby={`seccion-${index + 1}-titulo`}
        >
          <h2 id={`seccion-${index + 1}-titulo`} tabIndex={-1}>
            {index + 1}. {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}

interface LegalPageProps {
  title: string;
  /** The page's meta description. */
  description: string;
  lead: string;
  sections: LegalSection[];
}

/** A legal page (terms, privacy): a narrow page of numbered sections, with the date of the texts' last update. */
export function LegalPage({ title, description, lead, sections }: LegalPageProps) {
  return (
    <Page title={title} description={description} narrow lead={lead}>
      <LegalSections sections={sections} updated="1 de mayo de 2025" />
    </Page>
  );
}
