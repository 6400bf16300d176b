/**
 * Model text of /aviso-legal (LSSI art. 10), to be reviewed by the cooperative's lawyer. The admin edits it in
 * the admin area; placeholders and marks: shared/utils/legal-text.ts.
 */
export const AVISO_LEGAL_MODEL = `## Titular de la tienda
Esta tienda en línea la gestiona {nombre}. En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), estos son sus datos:
- Titular: {nombre}
- NIF: {nif}
- Domicilio: {domicilio}
- Correo electrónico: {email}
- Teléfono: {telefono}
- Inscripción registral: {registro}

## Qué es esta tienda
Pitahaya Marketplace es una tienda en línea en la que fincas productoras venden directamente sus pitahayas, sus productos elaborados y sus plantas. Cada producto lo vende la finca que lo publica, que aparece en la página del producto, en la confirmación del pedido y en su factura. {nombre} gestiona la tienda, los pagos, las cuentas y la atención a los clientes, y te ayuda con cualquier pedido.

## Condiciones de uso
Al usar esta web aceptas usarla de buena fe y conforme a la ley. No está permitido publicar contenidos falsos, ofensivos o que infrinjan derechos de otras personas, ni intentar acceder a cuentas o datos ajenos. Las compras se rigen por las [condiciones de compra](/condiciones).

## Propiedad intelectual
Los textos, las imágenes y el diseño de la web pertenecen a {nombre} o a las fincas que los publican. Puedes verlos y compartir enlaces a la tienda; para cualquier otro uso, pide permiso a su titular.

## Responsabilidad
Cada finca responde de la veracidad de la información de sus productos. {nombre} revisa lo que se publica y retira lo que no cumpla la ley o estas condiciones en cuanto lo conoce.

## Quejas y reclamaciones
Si algo no va bien, escríbenos a {email} o desde la [página de contacto](/contact) y te responderemos lo antes posible. También puedes pedirnos una hoja de reclamaciones.
Puedes acudir a la oficina municipal de información al consumidor de tu localidad o a los servicios de consumo de tu comunidad autónoma. {nombre} no está adherida por ahora a ningún sistema de arbitraje de consumo ni a ninguna entidad de resolución alternativa de litigios (Ley 7/2017).

## Ley aplicable
Estas condiciones se rigen por la ley española. Si eres consumidor, puedes reclamar ante los juzgados de tu domicilio.
`;
