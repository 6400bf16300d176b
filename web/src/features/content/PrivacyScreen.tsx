import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './LegalSections';

const SECTIONS: LegalSection[] = [
  {
    title: 'Quién trata tus datos',
    content: (
      <p>
        Pitahaya Marketplace gestiona la tienda y tu cuenta. Cuando compras, la finca que prepara tu pedido
        recibe los datos de envío necesarios para hacértelo llegar.
      </p>
    ),
  },
  {
    title: 'Qué datos usamos',
    content: (
      <ul>
        <li>Cuenta: nombre, email y el tipo de cuenta (cliente o productor).</li>
        <li>
          Pedidos: dirección de envío y, si nos los das, teléfono, email de contacto y notas para el reparto.
        </li>
        <li>Contacto: el nombre, el email y el mensaje que nos envías desde el formulario.</li>
      </ul>
    ),
  },
  {
    title: 'Para qué los usamos',
    content: (
      <p>
        Para crear y mantener tu cuenta, tramitar y enviar tus pedidos, responder a tus consultas y mantener
        la tienda segura. No vendemos tus datos ni los usamos para publicidad de terceros.
      </p>
    ),
  },
  {
    title: 'Cuánto tiempo los guardamos',
    content: (
      <p>
        Mientras tengas la cuenta activa y, después, solo el tiempo que exija la ley para los pedidos
        realizados. Los mensajes de contacto se borran cuando ya no son necesarios para atender tu consulta.
      </p>
    ),
  },
  {
    title: 'Datos guardados en tu navegador',
    content: (
      <p>
        Guardamos en el almacenamiento local de tu navegador tu sesión y tu carrito, para que no se pierdan al
        recargar la página. No usamos cookies de publicidad. Al cerrar sesión se borran los datos de la
        sesión.
      </p>
    ),
  },
  {
    title: 'Tus derechos',
    content: (
      <p>
        Puedes consultar, corregir o borrar tus datos, oponerte a su uso o pedir una copia. Muchos cambios
        puedes hacerlos tú desde tu perfil; para lo demás, <Link to="/contact">escríbenos</Link>.
      </p>
    ),
  },
];

export default function PrivacyScreen() {
  return (
    <LegalPage
      title="Política de privacidad"
      description="Qué datos personales usa Pitahaya Marketplace, para qué los usa y cómo puedes consultarlos, corregirlos o borrarlos."
      lead="Qué datos usamos, para qué y cómo puedes decidir sobre ellos."
      sections={SECTIONS}
    />
  );
}
