import { Placeholder } from '../../components/Placeholder';

export default function ProducerOrdersScreen() {
  return (
    <Placeholder title="Pedidos de mi finca">
      <p>
        Aquí verás los pedidos que incluyen tus productos y podrás avanzar su estado: en preparación, listo
        para enviar, enviado y entregado.
      </p>
    </Placeholder>
  );
}
