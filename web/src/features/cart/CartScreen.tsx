import { Placeholder } from '../../components/Placeholder';

export default function CartScreen() {
  return (
    <Placeholder title="Carrito">
      <p>
        Aquí verás los productos que has añadido, podrás cambiar las cantidades, aplicar un cupón y pasar por
        caja.
      </p>
      <p>Tu carrito se guarda en este navegador aunque todavía no hayas iniciado sesión.</p>
    </Placeholder>
  );
}
