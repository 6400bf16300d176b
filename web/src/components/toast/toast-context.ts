import { createContext, useContext } from 'react';
import { useRequiredContext } from '../../lib/required-context';

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration: number;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
}

export interface ToastApi {
  show: (type: ToastType, message: string, options?: ToastOptions) => number;
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  warning: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

/** The stable API (never changes identity, safe in effect dependencies). */
export const ToastApiContext = createContext<ToastApi | null>(null);
/** Every pending toast, oldest first; the container shows the first TOAST_MAX_VISIBLE. */
export const ToastListContext = createContext<Toast[]>([]);

/** Shows toasts: `const toast = useToast(); toast.success('Guardado')`. */
export function useToast(): ToastApi {
  return useRequiredContext(ToastApiContext, 'useToast', 'ToastProvider');
}

export function useToasts(): Toast[] {
  return useContext(ToastListContext);
}
