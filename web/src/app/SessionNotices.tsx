import { useEffect, useRef } from 'react';
import { useToast } from '../components/toast/toast-context';
import { useSession } from '../lib/session/session-context';

/** Tells the visitor once when a stored session could not be restored ('Sesión inválida...'). */
export function SessionNotices() {
  const { error } = useSession();
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.warning(error);
  }, [error, toast]);
  return null;
}
