import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { ContactForm } from './ContactForm';

export default function ContactScreen() {
  return (
    <Page
      title="Contacto"
      description="Escríbenos: dudas sobre un pedido o un envío, o cómo vender los productos de tu finca en Pitahaya Marketplace."
      lead="¿Tienes una duda sobre un pedido, quieres vender tus productos o simplemente saludarnos? Escríbenos."
    >
      <div className="contact">
        <ContactForm />
        <aside className="contact__aside" aria-label="Otras formas de ayuda">
          <h2 className="contact__aside-title">Antes de escribir</h2>
          <p>
            Muchas respuestas están en las <Link to="/faq">preguntas frecuentes</Link> y en la{' '}
            <Link to="/guide">guía de compra</Link>.
          </p>
          <h2 className="contact__aside-title">Sobre un pedido</h2>
          <p>Indica el número de pedido en el asunto: así podremos ayudarte antes.</p>
          <h2 className="contact__aside-title">Tiempo de respuesta</h2>
          <p>Contestamos en uno o dos días laborables.</p>
        </aside>
      </div>
    </Page>
  );
}
