/** The user messages (each area is its own module: an importer takes the areas it uses). */
/** Users service messages (the contract's texts, verbatim, unless marked ours). */
export const USER_MESSAGES = {
  badRequest: 'Parámetros de solicitud inválidos',
  adminOnly: 'No tienes permisos de administrador para esta acción.',
  notFound: 'Usuario no encontrado.',
  emailTaken: 'El email ya está en uso por otro usuario.',
  selfDelete: 'No puedes eliminar tu propia cuenta de administrador.',
  adminDelete: 'No se pueden eliminar cuentas de administrador. Contacte al super administrador.',
  roleInvalid: 'Rol inválido. Usa admin, producer o customer.',
  // Ours.
  listed: 'Usuarios obtenidos correctamente.',
  updated: 'Usuario actualizado correctamente.',
  deleted: 'Usuario eliminado. Sus pedidos se conservan.',
  deletedProducer:
    'Usuario eliminado. Sus productos ya no se muestran en la tienda y sus pedidos se conservan.',
  selfRoleChange: 'No puedes cambiar tu propio rol de administrador.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta de administrador.',
  filterConflict: 'El filtro y los parámetros role o status se contradicen.',
  sessionsRevoked: 'Se cerraron todas las sesiones del usuario: tendrá que iniciar sesión de nuevo.',
} as const;

/** Profile messages (the contract's texts, verbatim, unless marked ours). */
export const PROFILE_MESSAGES = {
  getFailed: 'Error al obtener el perfil del usuario',
  updateFailed: 'Error al actualizar el perfil del usuario',
  deactivateFailed: 'Error al desactivar la cuenta',
  // Ours.
  updated: 'Perfil actualizado correctamente.',
  deactivated: 'Tu cuenta ha sido desactivada.',
  adminCannotDeactivate:
    'Un administrador no puede desactivar su propia cuenta. Pide a otro administrador que lo haga.',
  payoutAccountInvalid: 'Indica la cuenta para recibir tus cobros con su IBAN y su titular.',
  payoutIbanInvalid: 'El IBAN no es válido. Revisa el país, la longitud y los dígitos de control.',
  payoutHolderRequired: 'Indica el titular de la cuenta.',
  payoutHolderTooLong: 'El titular de la cuenta no puede superar los 100 caracteres.',
  payoutAccountProducersOnly:
    'Solo las cuentas de productor pueden indicar una cuenta para recibir cobros: tu cuenta no la necesita.',
  refundAccountInvalid: 'Indica la cuenta para tus reembolsos con su IBAN y su titular.',
  refundHolderRequired: 'Indica el titular de la cuenta para tus reembolsos.',
  refundAccountConsumersOnly:
    'Solo los clientes indican una cuenta para reembolsos: tu cuenta no hace pedidos.',
  newOrderEmailsInvalid:
    'Los correos de pedidos nuevos deben ser daily (un resumen al día) o each (un correo por pedido).',
  newOrderEmailsProducersOnly: 'Solo las fincas eligen cómo recibir sus pedidos nuevos por correo.',
} as const;
