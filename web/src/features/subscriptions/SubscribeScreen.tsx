/**
 * /suscripciones/nueva?producto=<id>&frecuencia=<interval> (consumers): subscribe to a box of one product
 * (POST /v1/subscriptions): how many, how often (the intervals its farm offers), where to send it and how to
 * pay each cycle. The first box's date and its cut-off (its farm's calendar) are the server's answer: before
 * subscribing from GET /v1/subscriptions/first-box/{productId}, then on /suscripciones.
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import { shippingInfoSchema } from '../../../../shared/contracts/orders/schemas.js';
import type { PaymentMethod } from '../../../../shared/contracts/payments/entities.js';
import type { SubscriptionInterval } from '../../../../shared/contracts/subscriptions/entities.js';
import { SUBSCRIPTION_INTERVAL_LABELS } from '../../../../shared/messages/subscriptions.js';
import { spanishDay, spanishInstant } from '../../../../shared/rules/subscriptions/cycle-dates.js';
import { AddressFields } from '../../components/forms/AddressFields';
import { FormAlert, FullNameField, SubmitButton, TextField } from '../../components/forms/Fields';
import { useForm, validateWith } from '../../components/forms/use-form';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { createSubscription, useBoxProduct, useFirstBox, usePaymentOptions } from './api';
import { showShippingFailure } from './shipping-failure';
import './subscriptions.css';

const FIELDS = ['fullName', 'email', 'phone', 'address', 'city', 'state', 'postalCode'] as const;
type Field = (typeof FIELDS)[number];

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Tarjeta (se guarda y se cobra cada caja)',
  bank_transfer: 'Transferencia bancaria (cada pedido con su plazo)',
  cash_on_delivery: 'Pago contra reembolso (al recibir cada caja)',
};

const capital = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

export default function SubscribeScreen() {
  const [params] = useSearchParams();
  const productId = params.get('producto');
  const { data, error, isLoading } = useBoxProduct(productId);
  const options = usePaymentOptions();
  if (!productId) return <Navigate to="/products" replace />;
  const product = data?.product;
  return (
    <Page
      title="Suscríbete"
      lead="Recibe este producto cada cierto tiempo, sin hacer un pedido cada vez."
      narrow
    >
      {isLoading || !options.data ? <Spinner label="Cargando..." /> : null}
      {error ? <FormAlert message={errorMessage(error)} /> : null}
      {product && options.data ? (
        product.subscription ? (
          <SubscribeForm
            productId={productId}
            name={product.name}
            price={product.price}
            unit={product.unit}
            intervals={product.subscription.intervals}
            initialInterval={params.get('frecuencia')}
            methods={options.data.options.methods}
          />
        ) : (
          <FormAlert message={`«${product.name}» no se vende por suscripción`} />
        )
      ) : null}
    </Page>
  );
}

interface FormProps {
  productId: string;
  name: string;
  price: number;
  unit: string;
  intervals: SubscriptionInterval[];
  initialInterval: string | null;
  methods: PaymentMethod[];
}

function SubscribeForm({ productId, name, price, unit, intervals, initialInterval, methods }: FormProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState('1');
  const [interval, setInterval] = useState<SubscriptionInterval>(
    intervals.find((value) => value === initialInterval) ?? (intervals[0] as SubscriptionInterval),
  );
  const [method, setMethod] = useState<PaymentMethod | undefined>(methods[0]);
  const first = useFirstBox(productId);
  const form = useForm<Field, ShippingInfo>({
    fields: FIELDS,
    initial: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
    },
    validate: (values) => validateWith(shippingInfoSchema, values, FIELDS),
  });
  const count = Number(quantity);
  const quantityOk = Number.isInteger(count) && count >= 1 && count <= 99;

  const submit = form.handleSubmit(async (shippingInfo) => {
    if (!quantityOk || !method) return;
    try {
      const created = await createSubscription({
        items: [{ productId, quantity: count }],
        interval,
        shippingInfo,
        paymentMethod: method,
      });
      // A card is saved on the provider's page first; it comes back to /suscripciones.
      if (created.setupUrl) window.location.assign(created.setupUrl);
      else void navigate('/suscripciones');
    } catch (failure) {
      showShippingFailure(form, failure, FIELDS);
    }
  });

  return (
    <form className="card subscribe-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="subscribe-form__product">
        <strong>{name}</strong> · {formatPrice(price)} / {unit}
      </p>
      <div className="field">
        <label htmlFor="subscribe-quantity">Cantidad en cada caja</label>
        <input
          id="subscribe-quantity"
          type="number"
          min={1}
          max={99}
          inputMode="numeric"
          value={quantity}
          aria-invalid={quantityOk ? undefined : true}
          aria-describedby={quantityOk ? undefined : 'subscribe-quantity-error'}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {quantityOk ? null : (
          <p id="subscribe-quantity-error" className="field__error">
            La cantidad debe estar entre 1 y 99
          </p>
        )}
      </div>
      <fieldset className="subscribe-form__choice">
        <legend>¿Cada cuánto?</legend>
        {intervals.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
            />{' '}
            {capital(SUBSCRIPTION_INTERVAL_LABELS[value])}
          </label>
        ))}
      </fieldset>
      {first.data ? (
        <p className="subscribe-form__first">
          Primera caja: <strong>{spanishDay(first.data.nextOrderDate)}</strong>, a los precios de ese día
          (puedes cambiarla hasta el {spanishInstant(first.data.cutoffAt)}).
        </p>
      ) : null}
      <fieldset className="subscribe-form__choice">
        <legend>Envío</legend>
        <FullNameField form={form} name="fullName" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
        <TextField form={form} name="phone" label="Teléfono" type="tel" autoComplete="tel" maxLength={20} />
        <AddressFields form={form} />
      </fieldset>
      <fieldset className="subscribe-form__choice">
        <legend>Pago de cada caja</legend>
        {methods.length === 0 ? <p>La tienda no acepta ahora pagos para suscripciones.</p> : null}
        {methods.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="paymentMethod"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />{' '}
            {METHOD_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <FormAlert message={form.formError} />
      <SubmitButton busy={form.submitting} label="Suscribirme" busyLabel="Creando tu suscripción..." />
    </form>
  );
}
