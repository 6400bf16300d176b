/**
 * The admin's edit form of one user (PUT /v1/users/{id}): name, e-mail, role and status, validated with the
 * shared adminUserUpdateSchema (the contract's rules and messages) before anything is sent; only what changed is
 * sent. An admin's own role and status are not offered (the server refuses them too).
 */
import type { User } from '../../../../shared/contracts/users/entities.js';
import { USER_MESSAGES } from '../../../../shared/messages/user.js';
import type { Role } from '../../../../shared/constants/roles.js';
import {
  adminUserUpdateSchema,
  type AdminUserUpdateRequest,
} from '../../../../shared/contracts/users/schemas.js';
import { EmailField, SelectField, TextField } from '../../components/forms/Fields';
import { useForm, validateWith } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { showSaveFailure } from './admin-errors';
import { AdminForm, AdminFormEnd } from './AdminForm';
import { roleOf } from './user-view';
import { updateUser } from './users-api';
import { ROLE_LABELS, USER_ROLE_FILTERS } from './users-query';

const FIELDS = ['fullName', 'email', 'role', 'isActive'] as const;
type Field = (typeof FIELDS)[number];

const ACTIVE_OPTIONS = [
  ['true', 'Activo'],
  ['false', 'Inactivo'],
] as const;

const initialOf = (user: User): Record<Field, string> => ({
  fullName: user.fullName ?? '',
  email: user.email ?? '',
  role: roleOf(user),
  isActive: user.isActive ? 'true' : 'false',
});

/** The fields that differ from the stored user, as the update call takes them. */
export function changedFields(user: User, values: Record<Field, string>): AdminUserUpdateRequest {
  const initial = initialOf(user);
  const body: AdminUserUpdateRequest = {};
  if (values.fullName.trim() !== initial.fullName.trim()) body.fullName = values.fullName;
  if (values.email.trim().toLowerCase() !== initial.email.toLowerCase()) body.email = values.email.trim();
  if (values.role !== initial.role) body.role = values.role;
  if (values.isActive !== initial.isActive) body.isActive = values.isActive === 'true';
  return body;
}

export function UserEditForm({
  user,
  isMe,
  onSaved,
}: {
  user: User;
  isMe: boolean;
  onSaved: (user: User) => void;
}) {
  const toast = useToast();
  const form = useForm<Field, AdminUserUpdateRequest>({
    fields: FIELDS,
    initial: initialOf(user),
    validate: (values) => {
      const result = validateWith(adminUserUpdateSchema, changedFields(user, values), FIELDS);
      return result.ok ? { ok: true, data: changedFields(user, values) } : result;
    },
  });

  const save = form.handleSubmit(async (body) => {
    try {
      const data = await updateUser(user.id, body);
      const saved: User = {
        ...user,
        ...(body.fullName !== undefined ? { fullName: body.fullName.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.role !== undefined ? { role: body.role as Role } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        ...(data?.user ?? {}),
      };
      onSaved(saved);
      form.reset(initialOf(saved));
      toast.success('Usuario actualizado.');
    } catch (failure) {
      showSaveFailure(form, failure, FIELDS, { field: 'email', message: USER_MESSAGES.emailTaken });
    }
  });

  return (
    <AdminForm onSubmit={save}>
      <TextField form={form} name="fullName" label="Nombre completo" autoComplete="off" maxLength={120} />
      <EmailField form={form} name="email" autoComplete="off" />
      <SelectField
        form={form}
        name="role"
        label="Rol"
        options={USER_ROLE_FILTERS.map((role) => [role, ROLE_LABELS[role]])}
        disabled={isMe}
        hint={isMe ? 'No puedes cambiar tu propio rol.' : undefined}
      />
      <SelectField
        form={form}
        name="isActive"
        label="Estado"
        options={ACTIVE_OPTIONS}
        disabled={isMe}
        hint={isMe ? 'No puedes desactivar tu propia cuenta.' : undefined}
      />
      <AdminFormEnd form={form} label="Guardar cambios" busyLabel="Guardando..." />
    </AdminForm>
  );
}
