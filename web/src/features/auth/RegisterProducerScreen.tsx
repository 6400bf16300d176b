import { Placeholder } from '../../components/Placeholder';

export default function RegisterProducerScreen() {
  return (
    <Placeholder title="Vende con nosotros">
      <p>
        Aquí podrás registrar tu finca como productora para publicar tus pitahayas y productos y recibir
        pedidos de clientes de todo el país.
      </p>
    </Placeholder>
  );
}
