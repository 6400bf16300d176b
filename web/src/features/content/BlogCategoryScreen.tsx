import { useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { findCategory, postsIn } from './blog-data';
import { CategoryNav, PostList } from './BlogParts';

export default function BlogCategoryScreen() {
  const { categoryId } = useParams();
  const category = findCategory(categoryId);
  if (!category) {
    return (
      <NotFound
        title="Categoría no encontrada"
        message="Esta categoría del blog no existe. Echa un vistazo a todos los artículos del blog."
      />
    );
  }
  return (
    <Page
      title={`${category.name} · Blog`}
      heading={category.name}
      description={category.description}
      eyebrow="Blog"
      lead={category.description}
    >
      <CategoryNav />
      <PostList posts={postsIn(category.id)} />
    </Page>
  );
}
