import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

export default function ProducerProductEditScreen() {
  const { productId = '' } = useParams();
  return (
    <Placeholder title="Editar producto" extra={<p className="placeholder__note">Producto: {productId}</p>}>
      <p>Aquí podrás cambiar el nombre, el precio, la descripción, el stock y las fotos de este producto.</p>
    </Placeholder>
  );
}
