import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function ProducerOrderDetailScreen() {
  const { orderId = '' } = useParams();
  return (
    <Placeholder title="Detalle del pedido" extra={<p className="placeholder__note">Pedido: {orderId}</p>}>
      <p>
        Aquí verás los productos de tu finca en este pedido y los datos de envío, y podrás cambiar su estado
        con una nota.
      </p>
    </Placeholder>
  );
}
