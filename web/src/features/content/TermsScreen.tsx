import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './LegalSections';

const SECTIONS: LegalSection[] = [
  {
    title: 'Qué es Pitahaya Marketplace',
    content: (
      <p>
        Una plataforma en la que fincas productoras venden directamente sus pitahayas y productos derivados.
        Cada producto lo vende la finca que lo publica; nosotros ponemos la tienda, gestionamos las cuentas y
        te ayudamos si algo sale mal.
      </p>
    ),
  },
  {
    title: 'Tu cuenta',
    content: (
      <p>
        Para comprar necesitas una cuenta de cliente, y para vender, una cuenta de productor. Eres responsable
        de mantener tu contraseña en secreto y de que tus datos sean correctos. Podemos desactivar cuentas que
        hagan un uso fraudulento de la tienda.
      </p>
    ),
  },
  {
    title: 'Precios y pedidos',
    content: (
      <p>
        Los precios se muestran en euros con los impuestos incluidos e indican la unidad de venta. Al
        confirmar un pedido se reserva el stock de cada producto; si un precio o la disponibilidad cambian
        antes de confirmar, te avisaremos para que revises tu carrito.
      </p>
    ),
  },
  {
    title: 'Envíos',
    content: (
      <p>
        Cada finca prepara y envía su parte del pedido, por lo que puedes recibir varios paquetes. En el
        detalle del pedido verás el estado de cada uno.
      </p>
    ),
  },
  {
    title: 'Cancelaciones e incidencias',
    content: (
      <p>
        Puedes cancelar un pedido mientras esté pendiente. Si un producto llega dañado o no es lo que pediste,
        cuéntanoslo en las 48 horas siguientes a la entrega desde la{' '}
        <Link to="/contact">página de contacto</Link>.
      </p>
    ),
  },
  {
    title: 'Compromisos de los productores',
    content: (
      <p>
        Las fincas se comprometen a describir sus productos con veracidad, mantener el stock al día, cumplir
        la normativa alimentaria y enviar los pedidos en buen estado y en plazo.
      </p>
    ),
  },
  {
    title: 'Cambios en estas condiciones',
    content: (
      <p>
        Si cambiamos estas condiciones lo anunciaremos en la tienda. Los pedidos ya realizados se rigen por
        las condiciones vigentes cuando se hicieron.
      </p>
    ),
  },
];

export default function TermsScreen() {
  return (
    <LegalPage
      title="Términos y condiciones"
      description="Las condiciones de compra y venta en Pitahaya Marketplace: pedidos, precios, envíos, cancelaciones y devoluciones."
      lead="Las reglas que hacen que comprar y vender aquí sea sencillo y justo."
      sections={SECTIONS}
    />
  );
}
