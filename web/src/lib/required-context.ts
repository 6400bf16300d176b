import { useContext, type Context } from 'react';

/**
 * The value of a context that only its provider gives (the session, the cart, the toasts): an error naming the
 * hook and the provider when a component reads it outside that provider.
 */
export function useRequiredContext<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${hook} must be used inside <${provider}>`);
  return value;
}
