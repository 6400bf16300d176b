import { Placeholder } from '../../components/Placeholder';

export default function ProducerProductNewScreen() {
  return (
    <Placeholder title="Nuevo producto">
      <p>
        Aquí podrás publicar un producto nuevo con su nombre, precio, unidad de venta, descripción y fotos.
      </p>
    </Placeholder>
  );
}
