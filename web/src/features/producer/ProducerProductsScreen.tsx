import { Placeholder } from '../../components/Placeholder';

export default function ProducerProductsScreen() {
  return (
    <Placeholder title="Mis productos">
      <p>Aquí podrás ver los productos de tu finca, activarlos o desactivarlos, editarlos y eliminarlos.</p>
    </Placeholder>
  );
}
