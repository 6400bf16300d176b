import { Placeholder } from '../../components/Placeholder';

export default function CheckoutScreen() {
  return (
    <Placeholder title="Finalizar compra">
      <p>
        Aquí confirmarás tus datos de envío y revisarás el resumen de tu pedido, finca por finca, antes de
        realizarlo.
      </p>
    </Placeholder>
  );
}
