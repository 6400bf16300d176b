import { Placeholder } from '../../components/Placeholder';

export default function ResetPasswordScreen() {
  return (
    <Placeholder title="Restablecer contraseña">
      <p>Aquí introducirás el código que recibiste por email y tu nueva contraseña.</p>
    </Placeholder>
  );
}
