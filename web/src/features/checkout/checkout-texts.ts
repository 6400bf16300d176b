/** Ours: texts of the checkout screen. */
export const CHECKOUT_TEXTS = {
  consumerOnly: 'Para comprar necesitas una cuenta de cliente.',
  consumerOnlyDetail:
    'Has iniciado sesión como {role}: tu carrito se guarda solo en este navegador. Crea una cuenta de cliente (con otro email) para hacer pedidos.',
  empty: 'Tu carrito está vacío',
  profileMissing: 'No pudimos leer los datos de tu perfil: completa los datos de envío a mano.',
  localCart:
    'No pudimos usar el carrito de tu cuenta. Vuelve al carrito o inicia sesión de nuevo para finalizar la compra.',
  saveAddress: 'Guardar esta dirección para la próxima vez',
  saveAddressHint: 'La verás ya rellenada en tu próximo pedido. Puedes cambiarla o borrarla en tu perfil.',
  addressNotSaved:
    'Tu pedido está hecho, pero no pudimos guardar la dirección para la próxima vez. Puedes guardarla en tu perfil.',
} as const;
