import { Link, NavLink } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { BLOG_CATEGORIES, BLOG_IMAGE_SIZE, blogImageUrl, findCategory, type BlogPost } from './blog-data';
import './blog.css';

export function CategoryNav() {
  return (
    <nav className="chip-nav" aria-label="Categorías del blog">
      <ul>
        <li>
          <NavLink to="/blog" end className={({ isActive }) => (isActive ? 'chip is-active' : 'chip')}>
            Todas
          </NavLink>
        </li>
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.id}>
            <NavLink
              to={`/blog/category/${category.id}`}
              className={({ isActive }) => (isActive ? 'chip is-active' : 'chip')}
            >
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PostMeta({ post }: { post: BlogPost }) {
  const category = findCategory(post.categoryId);
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {category ? <Link to={`/blog/category/${category.id}`}>{category.name}</Link> : null}
      <span aria-hidden="true"> · </span>
      <span>{post.readingMinutes} min de lectura</span>
    </p>
  );
}

export function PostList({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return <p>Todavía no hay artículos en esta categoría.</p>;
  return (
    <ul className="post-list">
      {posts.map((post, index) => (
        <li key={post.id}>
          <article className="post-card">
            {/* The title says it all: the picture is decoration here (its alt is on the post's page). */}
            <img
              className="post-card__image"
              src={blogImageUrl(post)}
              alt=""
              width={BLOG_IMAGE_SIZE.width}
              height={BLOG_IMAGE_SIZE.height}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <h2 className="post-card__title">
              <Link to={`/blog/${post.id}`} className="stretched-link">
                {post.title}
              </Link>
            </h2>
            <PostMeta post={post} />
            <p className="post-card__excerpt">{post.excerpt}</p>
            <span className="post-card__more" aria-hidden="true">
              Leer artículo →
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
