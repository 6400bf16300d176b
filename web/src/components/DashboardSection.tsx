import { useId, type ReactNode } from 'react';

interface DashboardSectionProps {
  /** The section's heading (an h2 that names it). */
  title: ReactNode;
  /** A framed card with a smaller heading (the dashboards' columns) instead of a plain part of the page. */
  card?: boolean;
  children: ReactNode;
}

/**
 * A part of a dashboard (the admin's, the producer's, the analytics): a section named by its h2, plain ("Pedidos e
 * ingresos", "Áreas de administración") or as a card in the dashboard's columns ("Usuarios", "Poco stock"). Styled
 * by components/dashboard.css (`dash-section`, `dash-card`), which the admin and producer stylesheets import.
 */
export function DashboardSection({ title, card = false, children }: DashboardSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card ? 'dash-section card dash-card' : 'dash-section'}>
      <h2 id={id} className={card ? 'card__title' : 'dash-subtitle'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
