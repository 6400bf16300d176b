import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { BLOG_IMAGE_SIZE, blogImageUrl, findPost, type BlogBlock } from './blog-data';
import { PostMeta } from './BlogParts';

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return <p>{block.text}</p>;
  }
}

export default function BlogPostScreen() {
  const { id } = useParams();
  const post = findPost(id);
  if (!post) {
    return (
      <NotFound
        title="Artículo no encontrado"
        message="El artículo que buscas no existe o ya no está publicado. En el blog encontrarás todos los demás."
      />
    );
  }
  return (
    <Page
      title={post.title}
      description={post.excerpt}
      narrow
      eyebrow={<Link to="/blog">← Volver al blog</Link>}
      lead={post.excerpt}
    >
      <article className="prose">
        <PostMeta post={post} />
        <img
          className="post-hero"
          src={blogImageUrl(post)}
          alt={post.imageAlt}
          width={BLOG_IMAGE_SIZE.width}
          height={BLOG_IMAGE_SIZE.height}
          fetchPriority="high"
          decoding="async"
        />
        {post.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        <p className="prose__signature">{post.author}</p>
      </article>
    </Page>
  );
}
