/**
 * The checkout's «Factura» section: a buyer who wants a full invoice gives a NIF and a name (and a fiscal
 * address, else the shipping one is used); without it each farm issues a simplified one.
 */
import { TaxIdField, TextField } from '../../components/forms/Fields';
import type { FormApi } from '../../components/forms/use-form';
import type { CheckoutField } from './billing-form';

interface CheckoutBillingProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<CheckoutField, any>;
  wantsInvoice: boolean;
  onToggle: (on: boolean) => void;
  disabled: boolean;
}

export function CheckoutBilling({ form, wantsInvoice, onToggle, disabled }: CheckoutBillingProps) {
  return (
    <section className="checkout-billing" aria-labelledby="checkout-billing-title">
      <h2 id="checkout-billing-title" className="checkout-card__title">
        Factura
      </h2>
      <label className="form-check" htmlFor="checkout-wants-invoice">
        <input
          id="checkout-wants-invoice"
          type="checkbox"
          checked={wantsInvoice}
          onChange={(event) => onToggle(event.target.checked)}
          aria-controls="checkout-billing-fields"
          aria-describedby="checkout-billing-hint"
          disabled={disabled}
        />
        <span>Quiero factura completa</span>
      </label>
      <p id="checkout-billing-hint" className="checkout-form__hint">
        {wantsInvoice
          ? 'Cada finca te emitirá su factura a este nombre y NIF.'
          : 'Sin ella, cada finca te emite una factura simplificada (ticket).'}
      </p>
      <div id="checkout-billing-fields" className="checkout-form__grid form-grid" hidden={!wantsInvoice}>
        {wantsInvoice ? (
          <>
            <TaxIdField
              form={form}
              name="billingNif"
              label="NIF, NIE o CIF"
              hint="Con su letra de control, por ejemplo 12345678Z o B12345674."
            />
            <TextField
              form={form}
              name="billingName"
              label="Nombre o razón social"
              autoComplete="organization"
              maxLength={150}
            />
            <TextField
              form={form}
              name="billingAddress"
              label="Dirección fiscal"
              optional
              autoComplete="off"
              maxLength={250}
              hint="Si la dejas vacía, usamos la dirección de envío."
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
