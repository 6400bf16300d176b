import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function OrderConfirmationScreen() {
  const { orderId = '' } = useParams();
  return (
    <Placeholder title="Pedido confirmado" extra={<p className="placeholder__note">Pedido: {orderId}</p>}>
      <p>
        Aquí verás el resumen del pedido que acabas de realizar y los siguientes pasos: cada finca prepara su
        parte y te avisamos cuando salga hacia tu casa.
      </p>
    </Placeholder>
  );
}
