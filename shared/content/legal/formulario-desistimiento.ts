/**
 * The model withdrawal form of TRLGDCU annex B (Directive 2011/83 annex I.B), with the shop's identity filled
 * in. It goes in every order confirmation e-mail and on /desistimiento; the admin may edit it like the pages.
 */
export const FORMULARIO_DESISTIMIENTO_MODEL = `## Modelo de formulario de desistimiento
(Solo tienes que rellenar y enviar este formulario si quieres desistir del contrato. También puedes usar la [función de desistimiento](/desistimiento) de la tienda.)
- A la atención de {nombre}, {domicilio}, {email}:
- Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta de los siguientes bienes (*):
- Pedido el/recibido el (*):
- Número de pedido:
- Nombre del consumidor o de los consumidores:
- Domicilio del consumidor o de los consumidores:
- Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):
- Fecha:
(*) Táchese lo que no proceda.
`;
