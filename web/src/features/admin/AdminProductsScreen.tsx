import { Placeholder } from '../../components/Placeholder';

export default function AdminProductsScreen() {
  return (
    <Placeholder title="Productos de la tienda">
      <p>Aquí verás los productos de todas las fincas y podrás activarlos o desactivarlos.</p>
    </Placeholder>
  );
}
