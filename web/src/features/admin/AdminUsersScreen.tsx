import { Placeholder } from '../../components/Placeholder';

export default function AdminUsersScreen() {
  return (
    <Placeholder title="Usuarios">
      <p>
        Aquí podrás buscar usuarios por rol, estado o email, y activarlos, desactivarlos o cambiar su rol.
      </p>
    </Placeholder>
  );
}
