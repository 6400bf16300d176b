import { Page } from '../../components/Page';
import { postsIn } from './blog-data';
import { CategoryNav, PostList } from './BlogParts';

export default function BlogListScreen() {
  return (
    <Page
      title="Blog"
      description="Historias de las fincas de pitahaya, consejos para elegir la fruta en su punto y recetas para disfrutarla en casa."
      lead="Historias de las fincas, consejos para elegir la mejor pitahaya y recetas para disfrutarla."
    >
      <CategoryNav />
      <PostList posts={postsIn()} />
    </Page>
  );
}
