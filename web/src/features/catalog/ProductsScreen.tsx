import { Placeholder } from '../../components/Placeholder';

export default function ProductsScreen() {
  return (
    <Placeholder title="Productos">
      <p>
        Aquí encontrarás el catálogo completo de pitahayas frescas y productos de pitahaya de todas las
        fincas, con búsqueda, filtros por precio y orden por novedad o por precio.
      </p>
    </Placeholder>
  );
}
