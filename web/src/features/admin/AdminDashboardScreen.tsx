import { Placeholder } from '../../components/Placeholder';

export default function AdminDashboardScreen() {
  return (
    <Placeholder title="Administración">
      <p>Aquí verás el resumen de la tienda: usuarios, pedidos, ingresos y la actividad reciente.</p>
    </Placeholder>
  );
}
