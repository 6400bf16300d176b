import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function AdminUserDetailScreen() {
  const { userId = '' } = useParams();
  return (
    <Placeholder title="Detalle del usuario" extra={<p className="placeholder__note">Usuario: {userId}</p>}>
      <p>Aquí verás los datos, el rol y la actividad de este usuario, y podrás modificarlos.</p>
    </Placeholder>
  );
}
