import type { ShippingInfo } from '../../../shared/contracts/orders/entities.js';
import './address-block.css';

/**
 * Who reads the address, which decides its form:
 * - 'buyer': the consumer's own order (confirmation, order page): the lines, "Tel." and e-mail as text, "Notas: …".
 * - 'shipper': the farm that sends it: the name in bold, phone and e-mail as tel:/mailto: links, and the
 *   customer's notes highlighted ("Notas del cliente: …").
 * - 'slip': the printed packing slip: the name in bold, the phone, no e-mail, "Notas: …".
 * - 'details': rows of the description list that holds it (admin order page): "Envío", "Teléfono", "Notas".
 */
export type AddressVariant = 'buyer' | 'shipper' | 'slip' | 'details';

interface AddressBlockProps {
  /** The order's shipping information. */
  shipping: ShippingInfo;
  /** The form the reader needs (default 'buyer'). */
  variant?: AddressVariant;
}

/**
 * Where an order goes: name, address, postcode and city, state, phone, e-mail and the customer's notes, as
 * every order screen shows them (consumer, admin, farm and its packing slip). It renders the address and the
 * notes (or, for 'details', the dt/dd rows) without a heading: the card around it names it.
 */
export function AddressBlock({ shipping, variant = 'buyer' }: AddressBlockProps) {
  if (variant === 'details') return <AddressRows shipping={shipping} />;
  const shipper = variant === 'shipper';
  const lines = (
    <>
      {variant === 'buyer' ? shipping.fullName : <strong>{shipping.fullName}</strong>}
      <br />
      {shipping.address}
      <br />
      {shipping.postalCode} {shipping.city}
      {shipping.state ? `, ${shipping.state}` : ''}
      {shipping.phone ? (
        <>
          <br />
          Tel.{' '}
          {shipper ? (
            <a href={`tel:${shipping.phone.replace(/[^+\d]/g, '')}`}>{shipping.phone}</a>
          ) : (
            shipping.phone
          )}
        </>
      ) : null}
      {shipping.email && variant !== 'slip' ? (
        <>
          <br />
          {shipper ? <a href={`mailto:${shipping.email}`}>{shipping.email}</a> : shipping.email}
        </>
      ) : null}
    </>
  );
  if (variant === 'slip') {
    return (
      <>
        <p>{lines}</p>
        {shipping.notes ? <p>Notas: {shipping.notes}</p> : null}
      </>
    );
  }
  return (
    <>
      <address className="address-block">{lines}</address>
      {shipping.notes ? (
        <p className={`address-block__notes${shipper ? ' address-block__notes--highlight' : ''}`}>
          {shipper ? 'Notas del cliente' : 'Notas'}: {shipping.notes}
        </p>
      ) : null}
    </>
  );
}

/** The 'details' form: the name with the address under it, then the phone and the notes when given. */
function AddressRows({ shipping }: { shipping: ShippingInfo }) {
  return (
    <>
      <dt>Envío</dt>
      <dd className="user-text">
        {shipping.fullName}
        <span className="address-block__sub">
          {shipping.address}, {shipping.postalCode} {shipping.city}
          {shipping.state ? ` (${shipping.state})` : ''}
        </span>
      </dd>
      {shipping.phone ? (
        <>
          <dt>Teléfono</dt>
          <dd>{shipping.phone}</dd>
        </>
      ) : null}
      {shipping.notes ? (
        <>
          <dt>Notas</dt>
          <dd className="user-text">{shipping.notes}</dd>
        </>
      ) : null}
    </>
  );
}
