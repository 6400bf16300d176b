import { Placeholder } from '../../components/Placeholder';

export default function ProducerDashboardScreen() {
  return (
    <Placeholder title="Panel de productor">
      <p>
        Aquí verás el resumen de tu finca: pedidos por preparar, ingresos del periodo y tus productos más
        vendidos.
      </p>
    </Placeholder>
  );
}
