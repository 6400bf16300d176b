/**
 * The pages a customer or a producer sees on this server instead of Stripe's: the hosted payment page of a
 * Checkout Session (Spanish, tú; the amount in euros, the shop's name, a labelled card number field, "Pagar",
 * a note that this is the local test page and which test cards work), the hosted page of a session in mode
 * `setup` (a card saved for later charges: «Guardar tarjeta», no amount, nothing charged now) and the short
 * pages for a session that is unknown, expired, paid or whose card is saved. Plain HTML and inline CSS, no script.
 */
import { AUTHENTICATION_CARD, DECLINED_CARD, groupedCard, SUCCEEDING_CARD } from './cards.js';
import { formatAmountEs } from './money.js';
import type { LineItem, CheckoutSession } from './store.js';

export const DEFAULT_SHOP_NAME = 'Pitahaya Marketplace';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f3f7;color:#1f1a22}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
  .shop{margin:0;color:#6b5a73;font-weight:600}
  h1{margin:.25rem 0 1rem;font-size:1.6rem}
  ul{padding:0;list-style:none;margin:0 0 1rem;border-top:1px solid #eee}
  li{display:flex;justify-content:space-between;gap:1rem;padding:.4rem 0;border-bottom:1px solid #eee}
  label{display:block;font-weight:600;margin-bottom:.25rem}
  input{width:100%;padding:.6rem;font-size:1.1rem;border:1px solid #999;border-radius:6px;letter-spacing:.05em}
  button{margin-top:1rem;width:100%;padding:.75rem;font-size:1.1rem;font-weight:700;color:#fff;background:#b0125b;border:0;border-radius:6px;cursor:pointer}
  button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #5b2a86;outline-offset:2px}
  .error{margin:0 0 1rem;padding:.6rem .8rem;border-radius:6px;background:#fde8ec;color:#8a0f2d;font-weight:600}
  .note{margin-top:1.5rem;font-size:.9rem;color:#555}
  a{color:#5b2a86}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const TEST_CARDS_NOTE =
  `<p class="note">Esta es la página de pago de prueba de la tienda en local: no es Stripe y no se cobra nada. ` +
  `Tarjetas de prueba: <strong>${groupedCard(SUCCEEDING_CARD)}</strong> paga y ` +
  `<strong>${groupedCard(DECLINED_CARD)}</strong> se rechaza. Cualquier fecha futura y CVC valen en Stripe; aquí solo hace falta el número.</p>`;

function backLink(url: string | null, text = 'Volver a la tienda'): string {
  return url ? `<p><a href="${escapeHtml(url)}">${text}</a></p>` : '';
}

export interface PaymentPageInput {
  shopName: string;
  session: CheckoutSession;
  lineItems: LineItem[];
  /** Where the form posts (`/pay/<id>`). */
  action: string;
  /** A message above the form (declined card, wrong number). */
  error?: string;
  /** What was typed, to keep it in the field after an error. */
  card?: string;
}

/** The card number form (the field, its error, the submit button), shared by both hosted pages. */
function cardForm(input: PaymentPageInput, submit: string, again: string): string {
  const error = input.error
    ? `<p class="error" role="alert" id="card-error">${escapeHtml(input.error)}</p>`
    : '';
  return `${error}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  ${input.error ? `<p>${again}</p>` : ''}
  <label for="card">Número de tarjeta</label>
  <input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number" required
    placeholder="${groupedCard(SUCCEEDING_CARD)}" value="${escapeHtml(input.card ?? '')}"${input.error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
  <button type="submit">${submit}</button>
</form>`;
}

export function paymentPage(input: PaymentPageInput): string {
  const { session } = input;
  const total = formatAmountEs(session.amount_total, session.currency);
  const items = input.lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span>` +
        `<span>${formatAmountEs(item.amount_total, item.currency)}</span></li>`,
    )
    .join('\n');
  return layout(
    `Pagar ${total} · ${input.shopName}`,
    `<p class="shop">${escapeHtml(input.shopName)}</p>
<h1>Pagar <span class="amount">${total}</span></h1>
<ul aria-label="Resumen del pedido">
${items}
</ul>
${cardForm(input, 'Pagar', 'Prueba con otra tarjeta o vuelve a intentarlo.')}
${backLink(session.cancel_url, input.error ? 'Volver a la tienda sin pagar' : 'Cancelar y volver a la tienda')}
${TEST_CARDS_NOTE}`,
  );
}

const SETUP_CARDS_NOTE =
  `<p class="note">Esta es la página de prueba de la tienda en local para guardar una tarjeta: no es Stripe. ` +
  `Tarjetas de prueba: <strong>${groupedCard(SUCCEEDING_CARD)}</strong> se guarda y paga cada cobro; ` +
  `<strong>${groupedCard(AUTHENTICATION_CARD)}</strong> se guarda, pero cada cobro hecho sin ti pide autenticación y falla; ` +
  `<strong>${groupedCard(DECLINED_CARD)}</strong> se rechaza. Aquí solo hace falta el número.</p>`;

/**
 * The hosted page of a session in mode `setup`: the card is saved with the shop for its later charges (a
 * subscription's boxes), and nothing is charged now, so the page shows no amount and no lines.
 */
export function setupPage(input: PaymentPageInput): string {
  const { session } = input;
  return layout(
    `Guardar tarjeta · ${input.shopName}`,
    `<p class="shop">${escapeHtml(input.shopName)}</p>
<h1>Guardar tarjeta</h1>
<p>Guarda tu tarjeta en ${escapeHtml(input.shopName)} para los cobros que acuerdes con la tienda, como cada caja de tu suscripción. <strong>No se te cobrará nada ahora.</strong></p>
${cardForm(input, 'Guardar tarjeta', 'Prueba con otra tarjeta o vuelve a intentarlo.')}
${backLink(session.cancel_url, 'Cancelar y volver a la tienda sin guardar la tarjeta')}
${SETUP_CARDS_NOTE}`,
  );
}

/** A page with one message (unknown, expired or paid session; a completed payment without success_url). */
export function messagePage(
  shopName: string,
  title: string,
  message: string,
  link: string | null = null,
): string {
  return layout(
    `${title} · ${shopName}`,
    `<p class="shop">${escapeHtml(shopName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${backLink(link)}`,
  );
}
