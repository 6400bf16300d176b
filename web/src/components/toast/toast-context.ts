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
  /** A link after the message ("Ver carrito"); following it closes the toast. */
  action?: ToastAction;
}

/**
 * A link in a toast. The toasts' region lives outside the router, so `onFollow` (made where the router is,
 * e.g. `() => navigate('/cart')`) does a plain click's navigation; `href` serves a new tab and the address.
 */
export interface ToastAction {
  label: string;
  href: string;
  onFollow?: () => void;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
  action?: ToastAction;
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
