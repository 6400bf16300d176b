/**
 * Ours (issue 23): the order confirmation e-mail a consumer gets when their order is placed (the events function
 * sends it: services/events/order-confirmation.ts). Plain text, Spanish, tú. Amounts come formatted ('34,33 €').
 */
export const ORDER_CONFIRMATION_MAIL = {
  subject: (reference: string) => `Pedido ${reference} confirmado: gracias por tu compra`,
  subjectTransfer: (reference: string) => `Pedido ${reference} recibido: datos para tu transferencia`,
  intro: (reference: string, day: string) =>
    `¡Gracias por tu compra! Este es el resumen de tu pedido ${reference} del ${day}.`,
  boughtTitle: 'Lo que has comprado',
  farmDelivered: (farm: string, shipping: string | null) =>
    `${farm}, envío a domicilio: ${shipping ?? 'gratis'}`,
  farmPickup: (farm: string, address: string, hours: string) =>
    `${farm}, recogida en la finca: ${address} (${hours})`,
  line: (quantity: number, name: string, amount: string) => `  - ${quantity} × ${name}: ${amount}`,
  products: (amount: string) => `Productos: ${amount}`,
  shipping: (amount: string | null) => `Envío: ${amount ?? 'gratis'}`,
  discount: (amount: string, code: string | null) =>
    code ? `Descuento (${code}): -${amount}` : `Descuento: -${amount}`,
  total: (amount: string) => `Total: ${amount}`,
  payTitle: 'Cómo pagas',
  payCard: (amount: string, day: string | null) =>
    `Con tarjeta: pagaste ${amount}${day ? ` el ${day}` : ''}. No tienes que hacer nada más.`,
  payTransfer: (amount: string, holder: string, iban: string, reference: string, due: string | null) =>
    `Por transferencia bancaria: transfiere ${amount} a ${holder}, IBAN ${iban}, con la referencia ${reference}${due ? ` antes del ${due}` : ''}. Preparamos tu pedido en cuanto recibamos el pago; si no llega a tiempo, el pedido se cancela sin ningún cargo.`,
  payOnDelivery: (amount: string, farms: number) =>
    farms > 1
      ? `Contra reembolso: pagas ${amount} al recibir el pedido; cada finca te cobra su parte cuando te la entrega.`
      : `Contra reembolso: pagas ${amount} al recibir el pedido.`,
  addressTitle: 'Dirección de envío',
  pickupOnly: 'Recoges todo en las fincas: no hay envío a domicilio.',
  phone: (phone: string) => `Tel. ${phone}`,
  notes: (notes: string) => `Notas: ${notes}`,
  link: 'Ver tu pedido',
  aProduct: 'Producto',
  aFarm: 'Finca de Pitahaya Marketplace',
} as const;
