/**
 * «Reenviar código» under the confirmation form: POST /oauth/auth/resend-code for the address in the form. The
 * service answers the same whoever the address is (and limits the attempts); here the button also rests for
 * RESEND_COOLDOWN_SECONDS after each request, with the seconds left in its label, so nobody sends a burst.
 */
import { useEffect, useState } from 'react';
import { resendCodeSchema } from '../../../../shared/contracts/auth/schemas.js';
import { fieldErrors } from '../../../../shared/contracts/validation.js';
import { FormAlert } from '../../components/forms/Fields';
import { authActionError } from '../../lib/session/auth-errors';
import { resendCode } from './api';

export const RESEND_COOLDOWN_SECONDS = 60;

interface ResendCodeProps {
  /** The address in the confirmation form. */
  email: string;
  /** A missing or malformed address: said on the form's e-mail field. */
  onInvalidEmail: (message: string) => void;
}

export function ResendCode({ email, onInvalidEmail }: ResendCodeProps) {
  const [sending, setSending] = useState(false);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const secondsLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  useEffect(() => {
    if (waitUntil <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= waitUntil) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [waitUntil]);

  const onResend = async () => {
    if (sending || secondsLeft > 0) return;
    const parsed = resendCodeSchema.safeParse({ username: email });
    if (!parsed.success) {
      onInvalidEmail(fieldErrors(parsed.error)[0]?.message ?? '');
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const answer = await resendCode(parsed.data);
      setResult({ tone: 'success', message: answer.message });
      const start = Date.now();
      setNow(start);
      setWaitUntil(start + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (raw) {
      setResult({ tone: 'error', message: authActionError(raw, 'resendCode').message });
    } finally {
      setSending(false);
    }
  };

  const resting = secondsLeft > 0;
  return (
    <div className="auth-resend">
      <p className="auth-resend__text">¿No te llegó el código?</p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => void onResend()}
        // aria-disabled, not disabled: the button keeps the keyboard focus while it rests.
        aria-disabled={sending || resting || undefined}
        aria-busy={sending || undefined}
      >
        {sending ? 'Enviando...' : resting ? `Reenviar código (${secondsLeft} s)` : 'Reenviar código'}
      </button>
      <FormAlert message={result?.message} tone={result?.tone ?? 'success'} />
    </div>
  );
}
