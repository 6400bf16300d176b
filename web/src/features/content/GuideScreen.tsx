import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';

const STEPS = [
  {
    title: 'Explora el catálogo',
    text: 'Busca por nombre, filtra por categoría, variedad, finca o precio y ordena por novedad. Cada ficha indica la finca, la variedad y la unidad de venta (por kilo, por caja...).',
  },
  {
    title: 'Añade al carrito',
    text: 'Tu carrito se guarda en el navegador aunque no hayas iniciado sesión, y puedes cambiar las cantidades cuando quieras.',
  },
  {
    title: 'Inicia sesión y confirma el envío',
    text: 'Al finalizar la compra indica tu nombre, dirección, ciudad y código postal. Si lo deseas, añade un teléfono y una nota para el reparto.',
  },
  {
    title: 'Sigue tu pedido',
    text: 'En «Mis pedidos» verás cómo avanza cada parte: pendiente, en preparación, lista para enviar, enviada y entregada.',
  },
];

export default function GuideScreen() {
  return (
    <Page
      title="Guía de compra"
      description="Cómo hacer tu primer pedido en Pitahaya Marketplace en cuatro pasos, y cómo elegir y conservar tu pitahaya."
      narrow
      lead="Todo lo que necesitas saber para hacer tu primer pedido en cuatro pasos."
    >
      <ol className="guide-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="guide-step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="guide-step__title">{step.title}</h2>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="prose">
        <h2>Consejos para acertar</h2>
        <ul>
          <li>Elige fruta de color intenso y uniforme, que ceda un poco al presionarla.</li>
          <li>Guárdala en el refrigerador si no vas a comerla en un par de días.</li>
          <li>Si compras a varias fincas, tu pedido puede llegar en varios paquetes.</li>
        </ul>
        <p>
          Más trucos en el artículo{' '}
          <Link to="/blog/como-elegir-una-pitahaya-madura">Cómo elegir y conservar una pitahaya madura</Link>.
        </p>
        <h2>Si tienes una finca</h2>
        <p>
          Regístrate en <Link to="/register-producer">Vende con nosotros</Link>, confirma tu cuenta con el
          código que te enviamos y publica tu primer producto con una buena foto principal. Desde tu panel
          verás los pedidos que incluyen tus productos y podrás actualizar su estado.
        </p>
      </div>
    </Page>
  );
}
