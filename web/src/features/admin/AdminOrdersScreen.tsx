import { Placeholder } from '../../components/Placeholder';

export default function AdminOrdersScreen() {
  return (
    <Placeholder title="Todos los pedidos">
      <p>
        Aquí verás todos los pedidos de la tienda, del más reciente al más antiguo, con filtros por estado y
        por fecha.
      </p>
    </Placeholder>
  );
}
