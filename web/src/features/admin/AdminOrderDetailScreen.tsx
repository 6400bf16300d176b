import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function AdminOrderDetailScreen() {
  const { id = '' } = useParams();
  return (
    <Placeholder title="Detalle del pedido" extra={<p className="placeholder__note">Pedido: {id}</p>}>
      <p>
        Aquí verás el pedido completo, con la parte de cada finca, los datos del cliente y el historial de
        estados.
      </p>
    </Placeholder>
  );
}
