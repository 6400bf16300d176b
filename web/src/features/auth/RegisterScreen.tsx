import { Placeholder } from '../../components/Placeholder';

export default function RegisterScreen() {
  return (
    <Placeholder title="Crear cuenta">
      <p>
        Aquí podrás crear tu cuenta de cliente con tu nombre, tu email y una contraseña segura. Te enviaremos
        un código para confirmarla.
      </p>
    </Placeholder>
  );
}
