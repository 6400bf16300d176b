import { Placeholder } from '../../components/Placeholder';

export default function ConfirmAccountScreen() {
  return (
    <Placeholder title="Confirmar cuenta">
      <p>Aquí introducirás el código de 6 dígitos que te enviamos por email para activar tu cuenta.</p>
    </Placeholder>
  );
}
