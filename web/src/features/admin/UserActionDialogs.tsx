/**
 * What an admin does to one user, each through a dialog: activate (at once), deactivate (after a confirmation),
 * change the role (choose it, then confirm), close all their sessions and delete (each after a confirmation). The contract's refusals are said
 * before anything is sent (oneself, an admin account), and the server's own refusal is shown if it has one.
 */
import { useId, useRef, useState } from 'react';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { PROFILE_MESSAGES, USER_MESSAGES } from '../../../../shared/messages/user.js';
import type { Role } from '../../../../shared/constants/roles.js';
import { ConfirmDialog, Modal } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { roleOf, userName } from './user-view';
import { deleteUser, revokeUserSessions, updateUser } from './users-api';
import { ROLE_LABELS, USER_ROLE_FILTERS } from './users-query';
import { useAdminTasks } from './use-admin-tasks';
import { BusyButton } from '../../components/BusyButton';
import { Options } from '../../components/forms/Options';

export type UserAction =
  | { kind: 'status'; user: User }
  | { kind: 'role'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'sessions'; user: User };

/** Said when an admin tries to change their own role (the server refuses it too). */
export const OWN_ROLE_REFUSAL = 'No puedes cambiar tu propio rol. Pide a otro administrador que lo haga.';

/** What the admin is told before anything is sent, or null when the action may go ahead. */
export function refusalFor(action: UserAction, meId: string): string | null {
  const isMe = action.user.id === meId;
  if (action.kind === 'delete') {
    if (isMe) return USER_MESSAGES.selfDelete;
    if (roleOf(action.user) === 'admin') return USER_MESSAGES.adminDelete;
  }
  if (action.kind === 'status' && isMe && action.user.isActive) return PROFILE_MESSAGES.adminCannotDeactivate;
  if (action.kind === 'role' && isMe) return OWN_ROLE_REFUSAL;
  return null;
}

/**
 * The user actions of a screen: `start(action)` says a refusal at once, activates at once, or opens the
 * dialog that confirms the action; `dialogs` is that dialog (render it once on the screen); `pending` holds the
 * ids of the users with a change on its way.
 */
export function useUserActions(onChanged: (id: string, user: User | null) => void) {
  const { user: me } = useSession();
  const toast = useToast();
  const [action, setAction] = useState<UserAction | null>(null);
  const tasks = useAdminTasks();
  const pending = tasks.running;
  const close = () => setAction(null);

  const run = (user: User, call: () => Promise<User | null>, done: string) =>
    tasks.run(
      user.id,
      async () => {
        onChanged(user.id, await call());
        toast.success(done);
      },
      { settle: close },
    );

  const update = (user: User, body: { isActive?: boolean; role?: Role }, done: string) =>
    run(
      user,
      async () => {
        const data = await updateUser(user.id, body);
        return { ...user, ...body, ...(data?.user ?? {}) };
      },
      done,
    );

  const remove = (user: User) =>
    run(
      user,
      async () => {
        await deleteUser(user.id);
        return null;
      },
      `Se eliminó la cuenta de ${userName(user)}.`,
    );

  const endSessions = (user: User) =>
    run(
      user,
      async () => {
        await revokeUserSessions(user.id);
        return user;
      },
      `Se cerraron todas las sesiones de ${userName(user)}.`,
    );

  const start = (next: UserAction) => {
    const refusal = refusalFor(next, me?.id ?? '');
    if (refusal) {
      toast.error(refusal);
      return;
    }
    if (pending.has(next.user.id)) return;
    if (next.kind === 'status' && !next.user.isActive) {
      void update(next.user, { isActive: true }, `${userName(next.user)} está activo de nuevo.`);
      return;
    }
    setAction(next);
  };

  const busy = action !== null && pending.has(action.user.id);
  const dialogs = action ? (
    <ActionDialog
      action={action}
      busy={busy}
      onCancel={close}
      update={update}
      remove={remove}
      endSessions={endSessions}
    />
  ) : null;
  return { start, dialogs, pending };
}

function ActionDialog({
  action,
  busy,
  onCancel,
  update,
  remove,
  endSessions,
}: {
  action: UserAction;
  busy: boolean;
  onCancel: () => void;
  update: (user: User, body: { isActive?: boolean; role?: Role }, done: string) => Promise<void>;
  remove: (user: User) => Promise<void>;
  endSessions: (user: User) => Promise<void>;
}) {
  const { user } = action;
  const name = userName(user);

  if (action.kind === 'sessions') {
    return (
      <ConfirmDialog
        title={`¿Cerrar todas las sesiones de ${name}?`}
        confirmLabel="Cerrar todas las sesiones"
        busyLabel="Cerrando..."
        busy={busy}
        onConfirm={() => void endSessions(user)}
        onCancel={onCancel}
      >
        <p>
          Se cerrará su sesión en todos sus dispositivos en unos segundos y tendrá que volver a iniciar
          sesión. La cuenta sigue activa.
        </p>
      </ConfirmDialog>
    );
  }

  if (action.kind === 'status') {
    return (
      <ConfirmDialog
        title={`¿Desactivar a ${name}?`}
        confirmLabel="Desactivar cuenta"
        busyLabel="Desactivando..."
        busy={busy}
        onConfirm={() => void update(user, { isActive: false }, `${name} ya no puede iniciar sesión.`)}
        onCancel={onCancel}
      >
        <p>No podrá iniciar sesión, y su sesión abierta dejará de funcionar en menos de un minuto.</p>
        {roleOf(user) === 'producer' ? <p>Sus productos dejarán de verse en la tienda.</p> : null}
        <p>Puedes volver a activarla cuando quieras.</p>
      </ConfirmDialog>
    );
  }
  if (action.kind === 'delete') {
    return (
      <ConfirmDialog
        title={`¿Eliminar la cuenta de ${name}?`}
        confirmLabel="Eliminar cuenta"
        busyLabel="Eliminando..."
        busy={busy}
        onConfirm={() => void remove(user)}
        onCancel={onCancel}
      >
        <p>
          La cuenta {user.email} se borrará y no podrá volver a iniciar sesión. Esta acción no se puede
          deshacer.
        </p>
        {roleOf(user) === 'producer' ? (
          <p>Sus productos se desactivarán; los pedidos conservan su historial.</p>
        ) : (
          <p>Sus pedidos conservan su historial.</p>
        )}
      </ConfirmDialog>
    );
  }
  return (
    <RoleDialog
      user={user}
      busy={busy}
      onCancel={onCancel}
      onConfirm={(role) =>
        void update(user, { role }, `${name} ahora es ${ROLE_LABELS[role].toLowerCase()}.`)
      }
    />
  );
}

/** Choose the new role, then confirm it in the same dialog. */
function RoleDialog({
  user,
  busy,
  onCancel,
  onConfirm,
}: {
  user: User;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (role: Role) => void;
}) {
  const id = useId();
  const current = roleOf(user);
  const [role, setRole] = useState<Role>(current);
  const [confirming, setConfirming] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const name = userName(user);
  const changed = role !== current;

  return (
    <Modal
      title={confirming ? `¿Cambiar el rol de ${name}?` : `Rol de ${name}`}
      role={confirming ? 'alertdialog' : 'dialog'}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={selectRef}
      actions={
        confirming ? (
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Volver
            </button>
            <BusyButton
              className="btn btn--primary"
              onClick={() => onConfirm(role)}
              busy={busy}
              busyLabel="Guardando..."
            >
              {`Sí, hacerlo ${ROLE_LABELS[role].toLowerCase()}`}
            </BusyButton>
          </>
        ) : (
          <>
            <button type="button" className="btn btn--ghost" onClick={onCancel}>
              Cancelar
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setConfirming(true)}
              disabled={!changed}
            >
              Continuar
            </button>
          </>
        )
      }
    >
      {confirming ? (
        <p>
          {name} pasará de {ROLE_LABELS[current].toLowerCase()} a {ROLE_LABELS[role].toLowerCase()}. El cambio
          se aplica en su próxima acción, en menos de un minuto.
          {role === 'admin' ? ' Tendrá acceso a toda la administración de la tienda.' : ''}
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-role`}>Nuevo rol</label>
          <select
            id={`${id}-role`}
            ref={selectRef}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <Options
              values={USER_ROLE_FILTERS}
              labels={(option) => `${ROLE_LABELS[option]}${option === current ? ' (actual)' : ''}`}
            />
          </select>
        </div>
      )}
    </Modal>
  );
}
