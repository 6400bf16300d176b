import { useEffect, useRef } from 'react';
import { useToast } from '../components/toast/toast-context';
import { useSession } from '../lib/session/session-context';

/**
 * Tells the visitor once per occurrence when the session ends on its own ('Sesión inválida...', 'Sesión
 * expirada...'): the marker resets when the error clears, so the next forced logout is announced again.
 */
export function SessionNotices() {
  const { error } = useSession();
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!error) {
      shown.current = null;
      return;
    }
    if (shown.current === error) return;
    shown.current = error;
    toast.warning(error);
  }, [error, toast]);
  return null;
}
