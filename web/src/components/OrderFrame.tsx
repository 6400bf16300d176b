import { Link } from 'react-router-dom';
import { isOrderId } from '../lib/order-status';
import { DetailFrame, type DetailFrameProps, type DetailQuery } from './DetailFrame';
import { NotFound, type NotFoundProps } from './NotFound';

/** What the consumer's order screens (the order, its confirmation) say of an order not found or not theirs. */
const MY_ORDER_NOT_FOUND =
  'No encontramos ningún pedido tuyo con esa referencia. Revisa el enlace o consulta tus pedidos.';

/** "Mis pedidos": the consumer's way back from an order's screen. */
function MyOrdersLink() {
  return (
    <Link to="/orders" className="btn btn--ghost btn--small">
      Mis pedidos
    </Link>
  );
}

interface OrderFrameProps<T> extends Omit<
  DetailFrameProps<T>,
  'query' | 'item' | 'validId' | 'notFound' | 'what'
> {
  /** The screen's SWR answer, whose data carries the order (`{ order }`). */
  query: DetailQuery & { data?: { order?: T } };
  /** The order id in the address: one that cannot be an id is not found without asking the server. */
  orderId: string;
  /** The "Pedido no encontrado" page: its message, and anything else the screen changes on it. */
  notFound: Omit<NotFoundProps, 'title'> & { message: string };
  /** What loads, with its article ('el pedido' unless told, 'tu pedido'). */
  what?: string;
}

/**
 * The opening of an order's detail screen (the consumer's, the farm's, the admin's, the confirmation):
 * DetailFrame for `query.data.order`, with "Pedido no encontrado" for an id that cannot be one or that the
 * server does not know.
 */
export function OrderFrame<T>({
  query,
  orderId,
  notFound,
  what = 'el pedido',
  ...frame
}: OrderFrameProps<T>) {
  return (
    <DetailFrame
      query={query}
      item={query.data?.order}
      validId={isOrderId(orderId)}
      notFound={<NotFound title="Pedido no encontrado" {...notFound} />}
      what={what}
      {...frame}
    />
  );
}

interface MyOrderFrameProps<T> extends Omit<OrderFrameProps<T>, 'notFound' | 'back'> {
  /** Anything the screen changes on the "Pedido no encontrado" page besides its message. */
  notFound?: Omit<NotFoundProps, 'title' | 'message'>;
}

/**
 * OrderFrame for the consumer's own order (its page, its confirmation): "Mis pedidos" to go back, and one message
 * for an order not found or not theirs.
 */
export function MyOrderFrame<T>({ notFound, ...frame }: MyOrderFrameProps<T>) {
  return (
    <OrderFrame notFound={{ message: MY_ORDER_NOT_FOUND, ...notFound }} back={<MyOrdersLink />} {...frame} />
  );
}
