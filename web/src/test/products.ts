/** Test fixture of the producer's product screens: a saved product as the API answers it. */
import type { Product } from '../../../shared/contracts/products/entities.js';
import { fixture } from './fixture';

/** Product p1 of farm-1, active, with two photos (the first one the main one). */
export const testProduct = fixture<Product>(() => ({
  productId: 'p1',
  id: 'p1',
  name: 'Pitahaya roja',
  shortDescription: 'Dulce',
  price: 4.5,
  stock: 10,
  unit: 'kg',
  taxRate: 4,
  thumbnailUrl: '/images/products/p1/a.webp',
  imageUrls: ['/images/products/p1/a.webp', '/images/products/p1/b.webp'],
  isActive: true,
  active: true,
  producerId: 'farm-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
