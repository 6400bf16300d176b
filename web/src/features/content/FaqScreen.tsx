import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: '¿Quién vende los productos?',
    answer:
      'Cada producto lo publica y lo envía una finca productora registrada en el marketplace. En la ficha del producto verás de qué finca procede.',
  },
  {
    question: '¿Necesito una cuenta para comprar?',
    answer:
      'Puedes explorar el catálogo y llenar tu carrito sin cuenta: se guarda en tu navegador. Para finalizar la compra y seguir tus pedidos necesitas iniciar sesión como cliente.',
  },
  {
    question: '¿Cuánto tarda en llegar mi pedido?',
    answer:
      'Cada finca prepara su parte del pedido y la envía por separado. Lo normal es que llegue en 2 a 5 días laborables; en el detalle del pedido verás el estado de cada parte.',
  },
  {
    question: '¿Puedo cancelar un pedido?',
    answer:
      'Sí, mientras esté en estado «Pendiente». Cuando una finca empieza a prepararlo ya no se puede cancelar desde la web, pero puedes escribirnos y lo vemos juntos.',
  },
  {
    question: '¿Qué hago si la fruta llega dañada?',
    answer: (
      <>
        Escríbenos desde la <Link to="/contact">página de contacto</Link> con el número de pedido y una foto
        en las 48 horas siguientes a la entrega. Lo resolvemos con la finca, con una reposición o un
        reembolso.
      </>
    ),
  },
  {
    question: '¿Cómo puedo vender mis productos?',
    answer: (
      <>
        Regístrate como productor en <Link to="/register-producer">Vende con nosotros</Link>. Cuando confirmes
        tu cuenta podrás publicar productos con fotos, precio y stock, y gestionar tus pedidos desde tu panel.
      </>
    ),
  },
  {
    question: '¿Qué hacen con mis datos?',
    answer: (
      <>
        Solo usamos los necesarios para gestionar tu cuenta y tus pedidos. Te lo contamos en detalle en
        nuestra <Link to="/privacidad">política de privacidad</Link>.
      </>
    ),
  },
];

export default function FaqScreen() {
  return (
    <Page
      title="Preguntas frecuentes"
      description="Respuestas sobre pedidos, envíos, pagos, tus datos y cómo vender tus pitahayas en Pitahaya Marketplace."
      narrow
      lead="Las dudas más habituales sobre pedidos, envíos y cómo vender en Pitahaya Marketplace."
    >
      <div className="faq">
        {QUESTIONS.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
      <p className="page__aside">
        ¿No encuentras tu respuesta? <Link to="/contact">Escríbenos</Link> y te contestamos lo antes posible.
      </p>
    </Page>
  );
}
