/**
 * Demo catalog: 16 products of three farms (14 active, 2 inactive), with their images in ./images
 * (SVG sources rendered to WebP by render-images.ts). `daysAgo` spreads createdAt so "newest" order means
 * something. Ids are fixed so the seed is idempotent.
 */
import type { TaxRate } from '../../../shared/rules/pricing/tax-rates.js';
import type { PitahayaVariety, ProductCategory } from '../../../shared/constants/product-attributes.js';
import type { SeedUserKey } from './users.js';

/**
 * Every product image of the seed is a square WebP of this size (render-images.ts draws them so): the product
 * items record it with the variant widths that follow (shared/utils/image-variants.ts: 320 and 640), and the seed
 * checks it when it makes the variants.
 */
export const SEED_IMAGE_SIZE = 800;

export interface SeedProduct {
  id: string;
  producer: SeedUserKey;
  name: string;
  shortDescription: string;
  price: number;
  stock: number;
  unit: string;
  /** IVA rate (shared/rules/pricing/tax-rates.ts): 4 fresh fruit, 10 processed food and plants. */
  taxRate: TaxRate;
  /** Issue 23: the catalog group, the pitahaya variety, where it grew, days since its harvest (none: plants). */
  category: ProductCategory;
  variety: PitahayaVariety;
  origin: string;
  harvestDaysAgo?: number;
  /** Image files (stems of ./images/<stem>.webp); the first is the thumbnail. */
  images: string[];
  isActive: boolean;
  daysAgo: number;
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Finca Pitahaya del Valle (productor@pitahaya.test)
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001',
    producer: 'productor',
    name: 'Pitahaya roja premium',
    shortDescription:
      'Fruta del dragón de piel fucsia y pulpa roja intensa, dulce y jugosa. Cosechada en su punto óptimo de maduración en nuestra finca de Almería.',
    price: 6.9,
    stock: 120,
    unit: 'kg',
    taxRate: 4,
    category: 'fruta-fresca',
    variety: 'roja-pulpa-roja',
    origin: 'El Ejido, Almería',
    harvestDaysAgo: 4,
    images: ['pitahaya-roja', 'pitahaya-corte'],
    isActive: true,
    daysAgo: 2,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000002',
    producer: 'productor',
    name: 'Pitahaya amarilla colombiana',
    shortDescription:
      'La variedad más dulce: piel amarilla con espinas suaves y pulpa blanca aromática. Ideal para comer a cucharadas.',
    price: 9.5,
    stock: 60,
    unit: 'kg',
    taxRate: 4,
    category: 'fruta-fresca',
    variety: 'amarilla',
    origin: 'El Ejido, Almería',
    harvestDaysAgo: 6,
    images: ['pitahaya-amarilla'],
    isActive: true,
    daysAgo: 5,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000003',
    producer: 'productor',
    name: 'Pitahaya blanca',
    shortDescription:
      'Piel rosada y pulpa blanca con semillas negras crujientes. Sabor suave y refrescante, perfecta para ensaladas de frutas y batidos.',
    price: 5.8,
    stock: 150,
    unit: 'kg',
    taxRate: 4,
    category: 'fruta-fresca',
    variety: 'roja-pulpa-blanca',
    origin: 'El Ejido, Almería',
    harvestDaysAgo: 10,
    images: ['pitahaya-blanca', 'pitahaya-corte'],
    isActive: true,
    daysAgo: 9,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000004',
    producer: 'productor',
    name: 'Caja mixta de pitahayas',
    shortDescription:
      'Caja de 5 kg con pitahaya roja, blanca y amarilla de temporada. Un regalo colorido para descubrir las tres variedades.',
    price: 32,
    stock: 25,
    unit: 'caja de 5 kg',
    taxRate: 4,
    category: 'cajas-regalos',
    variety: 'varias',
    origin: 'El Ejido, Almería',
    harvestDaysAgo: 3,
    images: ['caja-mixta'],
    isActive: true,
    daysAgo: 1,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000005',
    producer: 'productor',
    name: 'Esquejes de pitahaya para plantar',
    shortDescription:
      'Esquejes enraizados de 30 cm de pitahaya roja, listos para trasplantar. Incluyen guía de cultivo en maceta o en tierra.',
    price: 4.5,
    stock: 200,
    unit: 'esqueje',
    taxRate: 10,
    category: 'plantas-esquejes',
    variety: 'roja-pulpa-roja',
    origin: 'El Ejido, Almería',
    images: ['esquejes'],
    isActive: true,
    daysAgo: 14,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000006',
    producer: 'productor',
    name: 'Pitahaya roja de segunda',
    shortDescription:
      'Frutas con pequeñas marcas en la piel pero el mismo sabor. Perfectas para jugos y mermeladas caseras. Agotada hasta la próxima cosecha.',
    price: 3.9,
    stock: 0,
    unit: 'kg',
    taxRate: 4,
    category: 'fruta-fresca',
    variety: 'roja-pulpa-roja',
    origin: 'El Ejido, Almería',
    harvestDaysAgo: 31,
    images: ['pitahaya-segunda'],
    isActive: false,
    daysAgo: 30,
  },

  // Finca El Dragón (eldragon@pitahaya.test)
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007',
    producer: 'eldragon',
    name: 'Mermelada de pitahaya roja',
    shortDescription:
      'Mermelada artesanal elaborada con un 65 % de fruta y azúcar de caña. Color rubí y textura suave con semillas.',
    price: 5.9,
    stock: 80,
    unit: 'tarro de 250 g',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-roja',
    origin: 'Campanillas, Málaga',
    harvestDaysAgo: 60,
    images: ['mermelada'],
    isActive: true,
    daysAgo: 3,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000008',
    producer: 'eldragon',
    name: 'Jugo natural de pitahaya',
    shortDescription:
      'Jugo 100 % exprimido de pitahaya roja y un toque de lima, sin azúcares añadidos. Conservar refrigerado.',
    price: 3.5,
    stock: 90,
    unit: 'botella de 500 ml',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-roja',
    origin: 'Campanillas, Málaga',
    harvestDaysAgo: 12,
    images: ['jugo'],
    isActive: true,
    daysAgo: 4,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000009',
    producer: 'eldragon',
    name: 'Pulpa de pitahaya congelada',
    shortDescription:
      'Pulpa troceada y ultracongelada en el día de la cosecha. Lista para smoothie bowls, helados y cócteles.',
    price: 7.2,
    stock: 40,
    unit: 'bolsa de 1 kg',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-roja',
    origin: 'Campanillas, Málaga',
    harvestDaysAgo: 9,
    images: ['pulpa-congelada'],
    isActive: true,
    daysAgo: 7,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000010',
    producer: 'eldragon',
    name: 'Pitahaya deshidratada',
    shortDescription:
      'Rodajas crujientes deshidratadas a baja temperatura, sin aditivos. Un snack saludable lleno de color.',
    price: 6.5,
    stock: 70,
    unit: 'bolsa de 150 g',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-blanca',
    origin: 'Campanillas, Málaga',
    harvestDaysAgo: 40,
    images: ['deshidratada'],
    isActive: true,
    daysAgo: 11,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000011',
    producer: 'eldragon',
    name: 'Helado artesanal de pitahaya',
    shortDescription:
      'Helado cremoso de pitahaya roja y leche de coco, elaborado en pequeños lotes. Producto de temporada, vuelve en verano.',
    price: 4.8,
    stock: 0,
    unit: 'tarrina de 500 ml',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-roja',
    origin: 'Campanillas, Málaga',
    harvestDaysAgo: 90,
    images: ['helado'],
    isActive: false,
    daysAgo: 25,
  },

  // Huerta La Pitaya (lapitaya@pitahaya.test)
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000012',
    producer: 'lapitaya',
    name: 'Pitahaya roja ecológica',
    shortDescription:
      'Cultivo ecológico certificado en nuestra huerta de Murcia, sin pesticidas de síntesis. Pulpa magenta muy dulce y rica en antioxidantes.',
    price: 8.4,
    stock: 50,
    unit: 'kg',
    taxRate: 4,
    category: 'fruta-fresca',
    variety: 'roja-pulpa-roja',
    origin: 'Fuente Álamo, Murcia',
    harvestDaysAgo: 2,
    images: ['pitahaya-ecologica'],
    isActive: true,
    daysAgo: 0.3,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000013',
    producer: 'lapitaya',
    name: 'Infusión de flor de pitahaya',
    shortDescription:
      'Flores de pitahaya secadas al sol con hibisco y manzana. Infusión afrutada y relajante, sin teína.',
    price: 6,
    stock: 35,
    unit: 'caja de 20 bolsitas',
    taxRate: 10,
    category: 'elaborados',
    variety: 'no-aplica',
    origin: 'Fuente Álamo, Murcia',
    harvestDaysAgo: 120,
    images: ['te-flor'],
    isActive: true,
    daysAgo: 6,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000014',
    producer: 'lapitaya',
    name: 'Sirope de pitahaya',
    shortDescription:
      'Sirope natural de pitahaya roja para tortitas, yogures y cócteles. Endulzado con azúcar de caña ecológico.',
    price: 6.8,
    stock: 45,
    unit: 'botella de 250 ml',
    taxRate: 10,
    category: 'elaborados',
    variety: 'roja-pulpa-roja',
    origin: 'Fuente Álamo, Murcia',
    harvestDaysAgo: 75,
    images: ['sirope'],
    isActive: true,
    daysAgo: 8,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000015',
    producer: 'lapitaya',
    name: 'Plantón de pitahaya en maceta',
    shortDescription:
      'Planta de pitahaya de un año en maceta de 3 litros, con tutor. Florece de noche con grandes flores blancas.',
    price: 14.9,
    stock: 30,
    unit: 'maceta de 3 L',
    taxRate: 10,
    category: 'plantas-esquejes',
    variety: 'roja-pulpa-blanca',
    origin: 'Fuente Álamo, Murcia',
    images: ['planton'],
    isActive: true,
    daysAgo: 12,
  },
  {
    id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000016',
    producer: 'lapitaya',
    name: 'Caja regalo degustación',
    shortDescription:
      'Selección de la huerta: dos pitahayas ecológicas, sirope, infusión de flor y una tarjeta personalizada.',
    price: 24.9,
    stock: 15,
    unit: 'caja',
    // All food (fresh pitahayas at 4 %, syrup and infusion at 10 %) sold together at one price: a food box at
    // 10 % (the card is a small accessory of the box).
    taxRate: 10,
    category: 'cajas-regalos',
    variety: 'no-aplica',
    origin: 'Fuente Álamo, Murcia',
    harvestDaysAgo: 5,
    images: ['caja-regalo'],
    isActive: true,
    daysAgo: 16,
  },
];

/** Every image file the catalog uses (stems). */
export const SEED_IMAGE_STEMS: readonly string[] = [
  ...new Set(SEED_PRODUCTS.flatMap((product) => product.images)),
];

export const seedProduct = (id: string): SeedProduct => {
  const product = SEED_PRODUCTS.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`Unknown seed product ${id}`);
  return product;
};

/** A producer's first active seed product with more than 20 units (tests that buy a few without selling out). */
export const stockedSeedProduct = (producer: SeedUserKey): SeedProduct => {
  const product = SEED_PRODUCTS.find(
    (candidate) => candidate.producer === producer && candidate.isActive && candidate.stock > 20,
  );
  if (!product) throw new Error(`No stocked seed product of ${producer}`);
  return product;
};
