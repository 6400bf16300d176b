import { Placeholder } from '../../components/Placeholder';

export default function ForgotPasswordScreen() {
  return (
    <Placeholder title="Recuperar contraseña">
      <p>Aquí podrás pedir un código para restablecer tu contraseña; te lo enviaremos a tu email.</p>
    </Placeholder>
  );
}
