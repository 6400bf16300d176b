import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';

const VALUES = [
  {
    title: 'Directo de la finca',
    text: 'Cada producto lo publica, prepara y envía la finca que lo cultiva. Sabes siempre de dónde viene lo que comes.',
  },
  {
    title: 'Precio justo',
    text: 'Sin intermediarios, la mayor parte de lo que pagas llega a quien trabaja la tierra.',
  },
  {
    title: 'Cosecha en su punto',
    text: 'La fruta se recoge cuando está lista y sale hacia tu casa en cuanto haces el pedido.',
  },
];

export default function AboutScreen() {
  return (
    <Page
      title="Sobre nosotros"
      description="Quiénes somos: un mercado que une a las fincas de pitahaya con quienes quieren disfrutarla fresca, sin intermediarios."
      narrow
      lead="Unimos a las fincas que cultivan pitahaya con quienes quieren disfrutarla fresca, sin intermediarios."
    >
      <div className="prose">
        <h2>Qué hacemos</h2>
        <p>
          Pitahaya Marketplace es una tienda en línea en la que varias fincas venden sus pitahayas y los
          productos que elaboran con ellas: mermeladas, jugos, fruta deshidratada y más. Tú haces un solo
          pedido y cada finca prepara su parte.
        </p>
        <p>
          Nacimos porque la pitahaya es una fruta delicada que pierde mucho cuando pasa semanas en cámaras y
          almacenes. Comprando directamente a la finca, llega antes y en mejor estado.
        </p>
      </div>
      <ul className="feature-grid">
        {VALUES.map((value) => (
          <li key={value.title} className="feature">
            <h2 className="feature__title">{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
      <div className="prose">
        <h2>Quién vende aquí</h2>
        <p>
          Fincas familiares y pequeñas cooperativas que cultivan pitahaya de forma responsable. Antes de
          publicar, cada productor se registra y confirma su cuenta, y es responsable de sus productos, su
          stock y sus envíos.
        </p>
        <p>
          ¿Tienes una finca? <Link to="/register-producer">Vende con nosotros</Link> o{' '}
          <Link to="/contact">escríbenos</Link> y te contamos cómo empezar.
        </p>
      </div>
    </Page>
  );
}
