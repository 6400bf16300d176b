/**
 * The pages a browser opens on the local Stripe server: a Checkout Session's hosted payment page
 * (GET/POST /pay/<id>: the card form in Spanish, 4242... pays, 4000...0002 is declined; after paying it sends
 * the browser to success_url; an expired session answers 410; a session in mode `setup` gets the page that saves
 * a card, «Guardar tarjeta», with no amount, and its own words when it is saved or expired) and an onboarding link (GET /onboarding/<id>:
 * completes the Express account and redirects to return_url).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayError, successUrl } from './checkout.js';
import { openOnboardingLink } from './connect.js';
import type { ServerContext } from './context.js';
import { htmlHeaders, readBody, send } from './http.js';
import { messagePage, paymentPage, setupPage } from './pages.js';

const MAX_FORM_BODY_BYTES = 16 * 1024;

export async function handlePayPage(
  context: ServerContext,
  request: IncomingMessage,
  response: ServerResponse,
  sessionId: string,
): Promise<number> {
  const { shopName } = context;
  const method = (request.method ?? 'GET').toUpperCase();
  context.sweep();
  const record = context.store.sessions.get(sessionId);
  if (!record) {
    send(
      response,
      404,
      messagePage(
        shopName,
        'Pago no encontrado',
        'No encontramos esta sesión de pago. Vuelve a la tienda y empieza el pago otra vez.',
      ),
      htmlHeaders(),
    );
    return 404;
  }
  const { session } = record;
  const setup = session.mode === 'setup';
  const headers = htmlHeaders([successUrl(session), session.cancel_url]);
  const action = `/pay/${encodeURIComponent(session.id)}`;
  const form = (status: number, error?: string, card?: string) => {
    send(
      response,
      status,
      (setup ? setupPage : paymentPage)({
        shopName,
        session,
        lineItems: record.lineItems,
        action,
        error,
        card,
      }),
      headers,
    );
    return status;
  };
  const paid = () => {
    const target = successUrl(session);
    if (target) {
      send(response, 303, '', { ...headers, location: target });
      return 303;
    }
    send(
      response,
      200,
      setup
        ? messagePage(shopName, 'Tarjeta guardada', 'Hemos guardado tu tarjeta. No se te ha cobrado nada.')
        : messagePage(shopName, 'Pago completado', 'Hemos recibido tu pago. ¡Gracias!'),
      headers,
    );
    return 200;
  };
  const expired = () => {
    send(
      response,
      410,
      setup
        ? messagePage(
            shopName,
            'Página vencida',
            'Esta página para guardar tu tarjeta ya no es válida: no se ha guardado nada. Vuelve a la tienda para empezar de nuevo.',
            session.cancel_url,
          )
        : messagePage(
            shopName,
            'Sesión de pago vencida',
            'Esta sesión de pago ya no es válida: no se puede pagar. Vuelve a la tienda para empezar de nuevo.',
            session.cancel_url,
          ),
      headers,
    );
    return 410;
  };

  if (method === 'GET' || method === 'HEAD') {
    if (session.status === 'expired') return expired();
    if (session.status === 'complete') return paid();
    return form(200);
  }
  if (method !== 'POST') {
    send(response, 405, 'Method Not Allowed', {
      'content-type': 'text/plain; charset=utf-8',
      allow: 'GET, HEAD, POST',
    });
    return 405;
  }
  const body = await readBody(request, MAX_FORM_BODY_BYTES);
  const card = new URLSearchParams(body ?? '').get('card') ?? '';
  try {
    const result = await context.payNow(session.id, card);
    if (result.status === 'declined') return form(402, 'Tu tarjeta ha sido rechazada.', card);
    return paid();
  } catch (error) {
    if (!(error instanceof PayError)) throw error;
    if (error.reason === 'expired') return expired();
    if (error.reason === 'already_paid') return paid();
    return form(400, error.message, card);
  }
}

export function handleOnboarding(context: ServerContext, response: ServerResponse, linkId: string): number {
  const target = openOnboardingLink(context.store, linkId, context.nowSeconds());
  if (!target) {
    send(
      response,
      404,
      messagePage(context.shopName, 'Enlace no válido', 'Este enlace de alta no existe.'),
      htmlHeaders(),
    );
    return 404;
  }
  context.store.save();
  send(response, 302, '', { location: target, 'cache-control': 'no-store' });
  return 302;
}
