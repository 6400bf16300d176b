import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function ProductDetailScreen() {
  const { id = '' } = useParams();
  return (
    <Placeholder title="Detalle del producto" extra={<p className="placeholder__note">Referencia: {id}</p>}>
      <p>
        Aquí verás las fotos, el precio, la finca de origen y la descripción de este producto, y podrás
        añadirlo al carrito.
      </p>
    </Placeholder>
  );
}
