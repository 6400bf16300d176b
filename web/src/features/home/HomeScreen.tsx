import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/document-title';
import { useFocusOnNavigation } from '../../lib/focus';
import { FeaturedProducts } from './FeaturedProducts';
import { PitahayaIllustration } from './PitahayaIllustration';

const STEPS = [
  {
    title: 'Elige tus productos',
    text: 'Explora pitahayas frescas y elaborados de varias fincas y compara variedades, formatos y precios.',
  },
  {
    title: 'Haz tu pedido',
    text: 'Un solo pedido aunque compres a varias fincas: cada una prepara su parte recién cosechada.',
  },
  {
    title: 'Recíbelo en casa',
    text: 'Sigue el estado de tu pedido desde tu cuenta, de la finca a tu puerta.',
  },
];

const PROMISES = ['Cosecha en su punto', 'Precio justo para la finca', 'Envío directo desde el origen'];

export default function HomeScreen() {
  useDocumentTitle(
    'Inicio',
    'Pitahaya roja, blanca y amarilla recién cosechada, mermeladas, jugos y plantas, comprados directamente a las fincas que la cultivan.',
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="hero__eyebrow tone-success">Directo de la finca a tu mesa</p>
            <h1 id="hero-title" className="hero__title" tabIndex={-1} ref={headingRef}>
              Pitahayas frescas de fincas que <span className="hero__highlight">conoces</span>
            </h1>
            <p className="hero__pitch">
              Compra pitahaya roja, blanca y amarilla, y productos elaborados con ella, directamente a quienes
              la cultivan. Sin intermediarios y recién cosechada.
            </p>
            <div className="actions">
              <Link to="/products" className="btn btn--primary btn--large">
                Ver productos
                <ArrowRightIcon width={20} height={20} />
              </Link>
              <Link to="/register-producer" className="btn btn--secondary btn--large">
                Vende con nosotros
              </Link>
            </div>
            <ul className="hero__promises">
              {PROMISES.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          </div>
          <PitahayaIllustration className="hero__art" />
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            Cómo funciona
          </h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="featured-title">
        <div className="container">
          <div className="section__head">
            <h2 id="featured-title" className="section__title">
              Productos destacados
            </h2>
            <Link to="/products" className="btn btn--link">
              Ver todos los productos
              <ArrowRightIcon width={18} height={18} />
            </Link>
          </div>
          <FeaturedProducts />
        </div>
      </section>

      <section className="section" aria-labelledby="sell-title">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="sell-title" className="cta-band__title">
                ¿Cultivas pitahaya?
              </h2>
              <p>
                Publica tus productos, recibe pedidos de todo el país y gestiona tus envíos desde tu panel de
                productor.
              </p>
            </div>
            <Link to="/register-producer" className="btn btn--light btn--large">
              Vende con nosotros
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
