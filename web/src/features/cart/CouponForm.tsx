import { useId, useRef, useState, type FormEvent } from 'react';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from '../../../../shared/constants/coupons.js';
import type { Coupon } from '../../../../shared/contracts/carts/entities.js';
import { COUPON_MESSAGES } from '../../../../shared/messages/coupon.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { useToast } from '../../components/toast/toast-context';
import { useCart } from '../../lib/cart/cart-context';
import { formatPrice } from '../../lib/format';

/** "10 % de descuento" / "5,00 € de descuento (pedidos desde 30,00 €)". */
export function couponDescription(coupon: Coupon): string {
  const amount = coupon.type === 'percent' ? `${coupon.value} %` : formatPrice(coupon.value);
  const minimum = coupon.minTotal ? ` en pedidos desde ${formatPrice(coupon.minTotal)}` : '';
  return `${amount} de descuento${minimum}`;
}

/** The code as the server takes it: trimmed and upper-cased; a local check of its shape. */
export function checkCouponCode(raw: string): { code: string } | { error: string } {
  const code = raw.trim().toUpperCase();
  if (code === '') return { error: VALIDATION_MESSAGES.couponRequired };
  if (code.length > COUPON_CODE_MAX_LENGTH || !COUPON_CODE_PATTERN.test(code)) {
    return { error: VALIDATION_MESSAGES.couponFormat };
  }
  return { code };
}

/** Apply a coupon to a consumer's cart, or show the applied one with a way to remove it. */
export function CouponForm() {
  const cart = useCart();
  const toast = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const coupon = cart.cart.coupon;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkCouponCode(value);
    if ('error' in checked) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await cart.applyCoupon(checked.code);
      setValue('');
      toast.success(COUPON_MESSAGES.applied(checked.code));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      inputRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const remove = async () => {
    setSending(true);
    try {
      await cart.removeCoupon();
      toast.success(COUPON_MESSAGES.removed);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  if (coupon) {
    return (
      <div className="coupon coupon--applied" data-testid="coupon-applied">
        <p className="coupon__code">
          Cupón <strong>{coupon.code}</strong>
        </p>
        <p className="coupon__description">{couponDescription(coupon)}</p>
        {coupon.notice ? (
          <p className="coupon__notice" role="note">
            {coupon.notice}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--link"
          onClick={() => void remove()}
          disabled={sending}
          aria-label={`Quitar el cupón ${coupon.code}`}
        >
          Quitar cupón
        </button>
      </div>
    );
  }

  return (
    <form className="coupon" onSubmit={(event) => void apply(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-code`}>Código de cupón</label>
        <div className="coupon__row">
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="couponCode"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX_LENGTH + 10}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? 'Aplicando...' : 'Aplicar'}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
