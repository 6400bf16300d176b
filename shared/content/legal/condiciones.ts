/**
 * Model text of /condiciones: the purchase conditions and the pre-contract information of TRLGDCU art. 97
 * (prices, delivery, payment, withdrawal and its exceptions, guarantees, complaints), to be reviewed by the
 * cooperative's lawyer. The order confirmation e-mail carries it (art. 98.7, the durable medium). Where the law
 * leaves a choice, the text says what docs/legal.md decided, always the one that protects the consumer.
 */
export const CONDICIONES_MODEL = `## Quién te vende
Cada producto lo vende la finca que lo publica, un productor profesional que aparece en la página del producto, en la confirmación de tu pedido y en su factura. La tienda la gestiona {nombre} (NIF {nif}, {domicilio}), que cobra los pedidos, atiende tus consultas, tramita los desistimientos y los reembolsos, y responde ante ti junto con la finca. Contacto: {email}.

## Los productos
La página de cada producto describe sus características principales: variedad, origen, fecha de cosecha, unidad de venta y, en los productos elaborados, los ingredientes, los alérgenos, la cantidad neta y cómo conservarlos. Las plantas indican su nombre botánico y su pasaporte fitosanitario.

## Precios
Los precios están en euros e incluyen el IVA. Cuando un producto se vende a peso, verás también el precio por kilo. Si alguna vez mostramos un precio rebajado, lo compararemos con el precio más bajo de los 30 días anteriores (artículo 20 de la Ley 7/1996).
Los gastos de envío de cada finca se ven en el carrito y en la revisión del pedido antes de pagar, y se suman al total.

## Cómo se hace un pedido
Añade los productos al carrito, revisa tu pedido y pulsa «Comprar y pagar»: con ese botón aceptas la obligación de pagar. Te confirmamos el pedido por correo electrónico con estas condiciones, la información sobre el desistimiento y el formulario de desistimiento. Puedes ver tus pedidos en «Mis pedidos».

## Pago
Puedes pagar con tarjeta (a través de Stripe, en su página segura), por transferencia a la cuenta de la tienda o contra entrega, según lo que ofrezca la tienda en cada momento. Con tarjeta, el cargo se hace al confirmar el pago; por transferencia, tienes el plazo que indica el pedido para enviarla; contra entrega, pagas a la finca al recibir su parte del pedido.

## Envío y plazos de entrega
Cada finca prepara y envía su parte del pedido, así que puedes recibir varios paquetes. En la página del pedido verás el estado de cada parte y, cuando se envíe, su seguimiento. Si no se indica otro plazo, la entrega se hace como máximo en 30 días desde el pedido (artículo 109 del TRLGDCU). Si una finca no puede entregarte un producto, te lo diremos y te devolveremos su importe.

## Cancelar un pedido
Mientras ninguna finca haya empezado a preparar tu pedido, puedes cancelarlo desde la página del pedido sin ningún coste.

## Derecho de desistimiento
Tienes 14 días naturales para desistir del contrato sin dar ninguna razón (artículos 102 a 108 del TRLGDCU). El plazo empieza el día en que recibes los productos; si tu pedido llega en varios paquetes, el día en que recibes el último. Se cuentan desde el día siguiente, y si el último día es sábado, domingo o festivo nacional, el plazo acaba al final del siguiente día hábil. Puedes desistir también antes de recibirlos.
Para desistir:
- Usa la [función de desistimiento](/desistimiento): eliges el pedido y los productos y confirmas con el botón «Confirmar desistimiento». Te enviamos el acuse de recibo por correo electrónico en ese momento.
- O envíanos a {email} el formulario de desistimiento que va en el correo de confirmación del pedido, o cualquier otra declaración clara de que desistes.
Basta con que envíes tu decisión antes de que acabe el plazo.

## Qué productos no se pueden devolver
La ley excluye el desistimiento en algunos casos (artículo 103 del TRLGDCU). En esta tienda se aplica, y cada producto lo indica en su página y en la revisión del pedido, a:
- La fruta fresca y otros productos que pueden estropearse o vencer con rapidez.
- Los productos precintados por razones de salud o higiene que hayas desprecintado después de la entrega.
- Los productos hechos según tus especificaciones o claramente personalizados.
Los productos elaborados que se conservan y las plantas sí se pueden devolver, salvo que su página diga otra cosa.

## Reembolso
Te devolvemos lo que pagaste por los productos de los que desistes y su parte de los gastos de envío ordinarios en un plazo máximo de 14 días desde que nos comunicas tu decisión (artículo 107 del TRLGDCU), por el mismo medio con el que pagaste: a tu tarjeta si pagaste con tarjeta, y por transferencia a la cuenta que nos indiques si pagaste por transferencia o contra entrega. Podemos esperar a recibir los productos, o a que nos demuestres que los has enviado, antes de reembolsarte. Recibirás una factura rectificativa de la finca.

## Cómo devolver los productos
Envía o entrega los productos a la finca, en el domicilio que te indicamos en el acuse de recibo, dentro de los 14 días siguientes a tu desistimiento. El coste directo de la devolución corre de tu cuenta (artículo 108 del TRLGDCU). Solo respondes de la pérdida de valor de los productos que se deba a un uso distinto del necesario para comprobar su naturaleza y su funcionamiento.

## Garantía
Los productos tienen la garantía legal de conformidad (artículos 114 y siguientes del TRLGDCU): si un producto llega dañado, en mal estado o no es lo que pediste, tienes derecho a que se reponga o a que se te devuelva su importe. Cuéntanoslo cuanto antes desde la [página de contacto](/contact) o en {email}, con una foto si puedes. Lo que se estropea con rapidez (como la fruta fresca) debes revisarlo al recibirlo.

## Opiniones de los productos
Solo puede opinar sobre un producto quien lo ha comprado en la tienda y lo ha recibido: cada opinión está ligada a un pedido entregado a su autor, con una opinión por producto y cliente, y se muestra con la marca «Compra verificada», el nombre y la inicial del apellido de su autor (nunca su correo) y la fecha. Las opiniones se publican al momento y no se filtran las negativas. La tienda oculta las que contienen insultos, datos personales o publicidad, o no hablan del producto, y guarda el motivo; cada finca puede responder una vez a cada opinión y avisarnos de las que crea que incumplen estas reglas. La valoración media de un producto cuenta todas sus opiniones publicadas.

## Quejas y reclamaciones
Escríbenos a {email}: te responderemos lo antes posible y, como máximo, en un mes. También puedes pedirnos una hoja de reclamaciones, o acudir a la oficina municipal de información al consumidor o a los servicios de consumo de tu comunidad autónoma. {nombre} no está adherida por ahora a ningún sistema de arbitraje de consumo ni a ninguna entidad de resolución alternativa de litigios.

## Ley aplicable
Estas condiciones se rigen por la ley española y no limitan los derechos que te da la ley como consumidor. Puedes reclamar ante los juzgados de tu domicilio.
`;
