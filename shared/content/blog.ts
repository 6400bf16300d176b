/**
 * The blog's posts: a small static set until the content comes from a service. The SPA shows them
 * (web/src/features/content) and the sitemap lists them (services/seo). Each post has an illustration
 * at /blog/<id>.webp (web/public/blog/, rendered from SVG like the product images:
 * `npx tsx infra/local/seed/render-images.ts --blog`).
 */

export interface BlogCategory {
  id: string;
  name: string;
  description: string;
}

export type BlogBlock =
  { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] };

export interface BlogPost {
  id: string;
  title: string;
  categoryId: string;
  /** ISO date. */
  date: string;
  author: string;
  excerpt: string;
  readingMinutes: number;
  /** Text alternative of the post's illustration (/blog/<id>.webp, BLOG_IMAGE_SIZE). */
  imageAlt: string;
  body: BlogBlock[];
}

/** Every illustration is 1200x675 (16:9): width and height on the <img> keep the layout still while loading. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export const blogImageUrl = (post: Pick<BlogPost, 'id'>): string => `/blog/${post.id}.webp`;

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    id: 'en-la-finca',
    name: 'En la finca',
    description: 'Cómo se cultiva la pitahaya y cómo trabajan las fincas que venden en el marketplace.',
  },
  {
    id: 'en-la-cocina',
    name: 'En la cocina',
    description: 'Cómo elegir, conservar y disfrutar la pitahaya en casa.',
  },
];

const TEAM = 'Equipo de Pitahaya Marketplace';

/**
 * A post's body written as its parts: a string is a paragraph, one that starts with `## ` a heading, a list of
 * strings a bulleted list.
 */
function blocks(...parts: (string | readonly string[])[]): BlogBlock[] {
  return parts.map((part) =>
    typeof part !== 'string'
      ? { type: 'ul', items: [...part] }
      : part.startsWith('## ')
        ? { type: 'h2', text: part.slice(3) }
        : { type: 'p', text: part },
  );
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'variedades-de-pitahaya',
    title: 'Variedades de pitahaya: roja, blanca y amarilla',
    categoryId: 'en-la-finca',
    date: '2026-11-10',
    author: TEAM,
    imageAlt: 'Las tres variedades de pitahaya, roja, blanca y amarilla, enteras y cortadas por la mitad',
    readingMinutes: 3,
    excerpt:
      'No todas las pitahayas son iguales. Así se distinguen las tres variedades más comunes y qué esperar de cada una.',
    body: blocks(
      'En el marketplace encontrarás sobre todo tres tipos de pitahaya. Todas son ricas en agua y fibra, pero cambian en sabor, tamaño y temporada.',
      [
        'Pitahaya roja de pulpa blanca (Selenicereus undatus): la más común, de sabor suave y refrescante.',
        'Pitahaya roja de pulpa roja (Selenicereus costaricensis): más dulce e intensa; su pulpa tiñe, ideal para batidos y postres.',
        'Pitahaya amarilla (Selenicereus megalanthus): más pequeña y con espinas que se retiran tras la cosecha; la más dulce de las tres.',
      ],
      'Cada ficha de producto indica la variedad, la finca de origen y la unidad de venta, para que sepas exactamente lo que vas a recibir.',
    ),
  },
  {
    id: 'tres-recetas-con-pitahaya',
    title: 'Tres recetas sencillas con pitahaya',
    categoryId: 'en-la-cocina',
    date: '2026-10-21',
    author: TEAM,
    imageAlt: 'Un jugo, una pitahaya roja cortada en rodajas y un helado de pitahaya',
    readingMinutes: 4,
    excerpt:
      'Un desayuno, un plato fresco y un postre: tres ideas rápidas para aprovechar la pitahaya en casa.',
    body: blocks(
      'La pitahaya tiene un sabor suave, entre el kiwi y la pera, y una textura que combina con casi todo. Estas tres recetas se preparan en menos de quince minutos.',
      '## Bol de desayuno',
      'Tritura la pulpa congelada de media pitahaya roja con un plátano y un chorrito de bebida vegetal. Sírvelo en un bol y cúbrelo con copos de avena, coco rallado y unas semillas de chía.',
      '## Ensalada de pitahaya y aguacate',
      'Corta en dados una pitahaya blanca y un aguacate, y añade rúcula, cebolla morada en juliana y unas nueces. Aliña con aceite de oliva, jugo de lima, sal y una pizca de pimienta.',
      '## Paletas heladas de pitahaya y yogur',
      'Mezcla la pulpa de una pitahaya con dos yogures naturales y una cucharada de miel. Reparte la mezcla en moldes y déjala en el congelador al menos cuatro horas.',
    ),
  },
  {
    id: 'como-elegir-una-pitahaya-madura',
    title: 'Cómo elegir y conservar una pitahaya madura',
    categoryId: 'en-la-cocina',
    date: '2026-09-29',
    author: TEAM,
    imageAlt:
      'Una cesta de pitahayas con marcas a un lado y, destacada con una marca verde, una pitahaya roja madura',
    readingMinutes: 3,
    excerpt:
      'Color, tacto y brácteas: las tres pistas para acertar con la pitahaya, y cómo guardarla para que dure más.',
    body: blocks(
      'La pitahaya apenas madura una vez recolectada, así que conviene elegirla en su punto. Basta con fijarse en tres detalles.',
      '## Color uniforme',
      'La piel debe tener un color intenso y parejo: magenta en la pitahaya roja y amarillo vivo en la amarilla. Las zonas verdosas indican que se recogió pronto; las manchas oscuras y blandas, que está pasada.',
      '## Tacto firme, pero no duro',
      'Presiona con suavidad con el pulgar: la piel debe ceder un poco, como la de un kiwi maduro. Si está dura como una piedra le falta; si se hunde, le sobra.',
      '## Brácteas frescas',
      'Las «escamas» o brácteas deben verse flexibles, con las puntas algo secas. Si están del todo marchitas y marrones, la fruta lleva demasiado tiempo cortada.',
      '## Cómo conservarla',
      'Entera aguanta dos o tres días a temperatura ambiente y hasta dos semanas en el refrigerador, dentro de una bolsa perforada. Una vez cortada, cúbrela con film y tómala en uno o dos días. También puedes congelar la pulpa en dados para tus batidos.',
    ),
  },
  {
    id: 'de-la-flor-al-fruto',
    title: 'De la flor al fruto: el ciclo de la pitahaya',
    categoryId: 'en-la-finca',
    date: '2026-08-25',
    author: TEAM,
    imageAlt: 'De noche, la gran flor blanca de la pitahaya abierta en su tallo y, después, el fruto maduro',
    readingMinutes: 4,
    excerpt:
      'La pitahaya florece de noche y solo durante unas horas. Te contamos cómo trabajan las fincas para que cada flor se convierta en fruta.',
    body: blocks(
      'La pitahaya es un cactus trepador originario de América que hoy también se cultiva en zonas cálidas de Europa. Sus flores, grandes y blancas, se abren al anochecer y se cierran a la mañana siguiente.',
      '## Una noche para polinizar',
      'Muchas variedades necesitan ayuda para polinizarse. En las fincas, el equipo recorre las plantas con linterna y pincel para llevar el polen de flor en flor durante esa única noche.',
      '## Del cuajado a la cosecha',
      'Si la polinización sale bien, en unos 30 a 50 días el fruto crece, cambia de color y está listo. La cosecha se hace a mano, cortando el pedúnculo con tijeras para no dañar la piel.',
      '## La temporada',
      'En el hemisferio norte la temporada principal va de junio a noviembre, con varias floraciones. Por eso la oferta de cada finca cambia a lo largo del año.',
    ),
  },
];

export function findPost(id: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.id === id);
}

export function findCategory(id: string | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category.id === id);
}

/** Newest first. */
export function postsIn(categoryId?: string): BlogPost[] {
  return BLOG_POSTS.filter((post) => categoryId === undefined || post.categoryId === categoryId).sort(
    (a, b) => b.date.localeCompare(a.date),
  );
}
