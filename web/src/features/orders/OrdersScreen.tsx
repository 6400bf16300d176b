import { Placeholder } from '../../components/Placeholder';

export default function OrdersScreen() {
  return (
    <Placeholder title="Mis pedidos">
      <p>Aquí verás tus pedidos, del más reciente al más antiguo, con su estado y su importe total.</p>
    </Placeholder>
  );
}
