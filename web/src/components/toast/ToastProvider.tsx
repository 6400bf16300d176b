import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../../../shared/constants/app-shell.js';
import {
  ToastApiContext,
  ToastListContext,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './toast-context';

/**
 * Holds the toasts. Extra toasts beyond TOAST_MAX_VISIBLE wait in line (the container shows the oldest
 * five and the next one appears when one closes). The same message of the same type is not stacked twice
 * while it is still pending.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((type: ToastType, message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((current) => {
      const duplicate = current.find((toast) => toast.type === type && toast.message === message);
      if (duplicate) return current;
      return [
        ...current,
        {
          id,
          type,
          message,
          title: options.title,
          duration: options.duration ?? TOAST_DURATION_MS,
          ...(options.action ? { action: options.action } : {}),
        },
      ];
    });
    return id;
  }, []);

  const clear = useCallback(() => setToasts([]), []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      clear,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss, clear],
  );
  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}
