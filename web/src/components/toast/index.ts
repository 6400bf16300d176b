export { ToastContainer, type ToastPosition } from './ToastContainer';
export { ToastProvider } from './ToastProvider';
export {
  TOAST_TYPES,
  useToast,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './toast-context';
