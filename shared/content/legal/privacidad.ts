/**
 * Model text of /privacidad (GDPR arts. 12-14; LOPDGDD), to be reviewed by the cooperative's lawyer. What it
 * says about the data matches what the shop stores and what GET /v1/users/profile/export answers
 * (docs/legal.md, "Data rights").
 */
export const PRIVACIDAD_MODEL = `## Quién trata tus datos
El responsable del tratamiento es {nombre}, con NIF {nif} y domicilio en {domicilio}. Puedes escribirnos sobre tus datos a {email}.
Cuando compras, la finca que prepara tu pedido recibe los datos necesarios para enviarlo y facturarlo (nombre, dirección de envío, teléfono si lo das y los datos de factura si la pides), y los trata como responsable de su venta.

## Qué datos tratamos
- Tu cuenta: nombre, correo electrónico, tipo de cuenta, fecha de alta y último acceso.
- Tu perfil: teléfono, dirección y la dirección de envío que guardes; si eres una finca, tus datos fiscales, tu cuenta para cobros y los datos de tu página.
- Tus pedidos: productos, importes, dirección de envío, notas para la entrega, pagos, reembolsos, facturas y desistimientos.
- Tus mensajes: lo que nos escribes desde el formulario de contacto y los avisos que te enviamos.
- Tus opiniones sobre productos, si las publicas.
- Para los pagos con tarjeta, el proveedor de pagos (Stripe) trata los datos de tu tarjeta: la tienda nunca los ve ni los guarda.

## Para qué y con qué base
- Crear y mantener tu cuenta, tramitar tus pedidos, cobrarlos, enviarlos y atender devoluciones y desistimientos: es necesario para el contrato que celebras con nosotros (artículo 6.1.b del RGPD).
- Emitir y conservar facturas y cumplir las obligaciones fiscales y de consumo: obligación legal (artículo 6.1.c del RGPD).
- Mantener la tienda segura y evitar fraudes (registro de accesos, límites de intentos): interés legítimo (artículo 6.1.f del RGPD).
- No vendemos tus datos, no hacemos perfiles con fines publicitarios y no enviamos publicidad.

## A quién se comunican
A la finca de cada pedido, como se explica arriba. Usamos proveedores que tratan datos por nuestra cuenta y con contrato: el alojamiento de la tienda (Amazon Web Services, en la Unión Europea), el envío de correos electrónicos y, para los pagos con tarjeta, Stripe. No comunicamos datos a nadie más salvo obligación legal.

## Cuánto tiempo los guardamos
- Tu cuenta y tu perfil, mientras la tengas. Si la eliminas, se borran en ese momento.
- Los pedidos y las facturas, seis años desde su fecha (artículo 30 del Código de Comercio; cuatro años según el artículo 66 de la Ley General Tributaria). Al eliminar tu cuenta, los pedidos quedan sin tu nombre, tu dirección ni tu teléfono; una factura completa conserva los datos de factura que diste, porque la ley lo exige.
- Los mensajes de contacto, el tiempo necesario para atenderte y, como máximo, un año.
- Las sesiones vencen solas; al cerrar sesión se borran de tu navegador.

## Tus derechos
Puedes acceder a tus datos, rectificarlos, suprimirlos, pedir su portabilidad, limitar su tratamiento y oponerte a él (artículos 15 a 22 del RGPD).
- **Descargar tus datos**: en tu [perfil](/profile), «Descargar mis datos» te da una copia completa en formato JSON.
- **Corregirlos**: en tu [perfil](/profile) cambias tu nombre, teléfono y direcciones.
- **Eliminar tu cuenta**: en tu [perfil](/profile), con tu contraseña. Si eres una finca, escríbenos y cerraremos tu cuenta cuando no tengas pedidos en curso.
- Para todo lo demás, escríbenos a {email}. Te responderemos en un mes como máximo.
Si crees que no hemos atendido bien tus derechos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).

## Tu navegador
Solo guardamos en tu navegador lo imprescindible para que la tienda funcione: tu sesión y tu carrito. Lo explicamos en la página de [cookies y almacenamiento](/cookies).
`;
