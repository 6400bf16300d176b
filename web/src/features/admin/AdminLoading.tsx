import type { ReactNode } from 'react';

/** What an admin list says while its first page loads ('Cargando pedidos...'): a status line, read out. */
export function AdminLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="admin-empty">
      {children}
    </p>
  );
}
