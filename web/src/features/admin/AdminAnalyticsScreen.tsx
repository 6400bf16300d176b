import { Placeholder } from '../../components/Placeholder';

export default function AdminAnalyticsScreen() {
  return (
    <Placeholder title="Analítica">
      <p>Aquí verás la evolución de las ventas y de los usuarios, y los productos más vendidos.</p>
    </Placeholder>
  );
}
