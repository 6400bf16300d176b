import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function OrderDetailScreen() {
  const { id = '' } = useParams();
  return (
    <Placeholder title="Detalle del pedido" extra={<p className="placeholder__note">Pedido: {id}</p>}>
      <p>
        Aquí verás los productos, los datos de envío y el estado de cada parte del pedido, y podrás cancelarlo
        mientras siga pendiente.
      </p>
    </Placeholder>
  );
}
