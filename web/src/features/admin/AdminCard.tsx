/** A card of an admin screen named by its heading: "Pago", "Nuevo cupón", "Configuración de pagos", ... */
import type { ReactNode } from 'react';
import { TitledSection } from '../../components/TitledSection';

interface AdminCardProps {
  title: ReactNode;
  /** Classes besides `card admin-card`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function AdminCard({ title, className, testId, children }: AdminCardProps) {
  return (
    <TitledSection
      className={className ? `card admin-card ${className}` : 'card admin-card'}
      titleClassName="card__title"
      title={title}
      testId={testId}
    >
      {children}
    </TitledSection>
  );
}
