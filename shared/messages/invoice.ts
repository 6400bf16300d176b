/**
 * The invoices' texts (ours): the API's answers, the PDF's labels and the consumer's e-mail when an invoice is
 * issued. docs/taxes-shipping-invoices.md, "Invoices".
 */
export const INVOICE_MESSAGES = {
  listed: 'Facturas obtenidas correctamente.',
  orderNotFound: 'El pedido no fue encontrado.',
  notFound: 'La factura no fue encontrada.',
  pending: 'Esta factura aún no está emitida: la finca todavía no completó sus datos fiscales.',
  signInOrLink: 'Inicia sesión o abre la factura desde tu pedido para descargarla.',
  linkExpired: 'El enlace de la factura ya no es válido. Vuelve a abrirla desde tu pedido.',
  notYours: 'No puedes ver esta factura.',
  invoiceIdRequired: 'El id de la factura es requerido',
  invoiceIdInvalid: 'El id de la factura no es válido',
  tokenInvalid: 'El enlace de la factura no es válido',
} as const;

/** Labels of the PDF (Spanish, as the Reglamento de facturación names things). */
export const INVOICE_PDF_TEXTS = {
  simplified: 'Factura simplificada',
  complete: 'Factura',
  rectifying: 'Factura rectificativa',
  number: 'Número',
  rectifies: 'Rectifica la factura',
  rectifyingReason: 'Motivo: anulación de productos del pedido (devolución del importe).',
  issuedAt: 'Fecha de expedición',
  order: 'Pedido',
  issuer: 'Emisor',
  buyer: 'Destinatario',
  nif: 'NIF',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unit.',
  base: 'Base',
  rate: 'IVA %',
  tax: 'Cuota IVA',
  total: 'Total',
  discount: 'descuento',
  shipping: (rate: number) => `Envío (IVA ${rate} %)`,
  breakdown: 'Desglose por tipo de IVA',
  grandTotal: 'Total factura',
  ivaIncluded: 'IVA incluido',
  exempt: 'Operación exenta de IVA (entrega fuera del territorio de aplicación del impuesto).',
  unitPriceNote: 'Precios unitarios con IVA incluido.',
} as const;

/** The consumer's e-mail when one of their order's invoices is issued (tú). */
export const INVOICE_MAIL_TEXTS = {
  subject: (reference: string) => `Tu factura del pedido ${reference}`,
  rectifyingSubject: (reference: string) => `Factura rectificativa del pedido ${reference}`,
  body: (farm: string, number: string, total: string) =>
    `${farm} emitió la factura ${number} de tu pedido por ${total}. Puedes descargarla en PDF desde la página de tu pedido, en «Facturas».`,
  rectifyingBody: (farm: string, number: string, original: string, total: string) =>
    `${farm} emitió la factura rectificativa ${number}, que corrige la factura ${original} por ${total} (los productos anulados de tu pedido). Puedes descargarla en PDF desde la página de tu pedido, en «Facturas».`,
  link: 'Ver mi pedido y sus facturas',
  /** Several invoices of one order issued together (each farm's, a rectifying one): one e-mail. */
  severalSubject: (reference: string) => `Las facturas de tu pedido ${reference}`,
  severalIntro: (count: number) => `Ya tienes ${count} facturas nuevas de tu pedido:`,
  severalLine: (farm: string, number: string, total: string) => `- ${farm}: factura ${number} por ${total}.`,
  severalRectifyingLine: (farm: string, number: string, original: string, total: string) =>
    `- ${farm}: factura rectificativa ${number}, que corrige la ${original}, por ${total}.`,
  severalEnd: 'Puedes descargarlas en PDF desde la página de tu pedido, en «Facturas».',
} as const;
