import { Placeholder } from '../../components/Placeholder';
import { useSession } from '../../lib/session/session-context';
import { displayName } from '../../lib/session/user';

export default function ProfileScreen() {
  const { user } = useSession();
  return (
    <Placeholder
      title="Mi perfil"
      extra={user ? <p className="placeholder__note">Has iniciado sesión como {displayName(user)}.</p> : null}
    >
      <p>Aquí podrás consultar y actualizar tus datos personales y de contacto, o desactivar tu cuenta.</p>
    </Placeholder>
  );
}
