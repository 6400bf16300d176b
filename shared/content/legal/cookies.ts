/**
 * Model text of /cookies (LSSI art. 22.2; the AEPD's cookie guide), to be reviewed by the cooperative's lawyer.
 * The page adds below it the list of what the shop really stores (shared/constants/browser-storage.ts), so
 * that part is always true whatever the text says.
 */
export const COOKIES_MODEL = `## Qué guardamos en tu navegador
Esta tienda no usa cookies. Guarda en el almacenamiento local de tu navegador solo lo imprescindible para que funcione lo que tú pides: tu sesión, para que no tengas que entrar en cada página, y tu carrito, para que no pierdas lo que has elegido al recargar la página. También recuerda los avisos que ya has leído o cerrado, para no volver a mostrártelos.
Todo ello es estrictamente necesario para el servicio que nos pides, por eso no necesita tu consentimiento (artículo 22.2 de la LSSI). La lista completa está al final de esta página.

## Sin terceros
Ninguna página de la tienda carga nada de terceros: ni analítica, ni publicidad, ni redes sociales, ni fuentes o vídeos externos. Tampoco compartimos con nadie lo que haces en la web. El pago con tarjeta se hace en la página segura de Stripe, a la que vas solo cuando eliges pagar con tarjeta.

## Si algún día añadimos algo opcional
Antes de guardar nada que no sea imprescindible te lo preguntaremos con un aviso en el que «Rechazar» será tan visible y fácil como «Aceptar», y no guardaremos nada opcional hasta que aceptes. Podrás retirar tu consentimiento cuando quieras, igual de fácil.

## Cómo borrarlo
Al cerrar sesión se borran los datos de tu sesión. Puedes borrar todo lo demás desde la configuración de tu navegador (datos de sitios web); la tienda seguirá funcionando, aunque tendrás que volver a entrar y tu carrito de invitado se vaciará.
`;
