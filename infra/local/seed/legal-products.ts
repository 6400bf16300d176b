/**
 * The demo catalog's legal facts (docs/legal.md): each product's withdrawal right where it is not its
 * category's default, the food information of the `elaborados` (ingredients, allergens, net quantity, storage)
 * and the botanical name of the plants; the farms that sell plants get a professional operator number. Demo
 * data: the numbers belong to nobody.
 */
import type { WithdrawalClass } from '../../../shared/constants/legal-facts.js';
import type { FoodInfo } from '../../../shared/contracts/products/entities.js';
import type { SeedUserKey } from './users.js';

export interface SeedLegalFacts {
  withdrawal?: WithdrawalClass;
  foodInfo?: FoodInfo;
  botanicalName?: string;
}

const id = (n: number) => `3f6c2a10-7d41-4b1e-9a01-5e0c1a0000${String(n).padStart(2, '0')}`;

export const SEED_LEGAL_FACTS: Readonly<Record<string, SeedLegalFacts>> = {
  // Caja mixta de fruta fresca.
  [id(4)]: { withdrawal: 'perishable' },
  [id(5)]: { botanicalName: 'Selenicereus undatus' },
  [id(7)]: {
    withdrawal: 'sealed',
    foodInfo: {
      ingredients: 'Pitahaya roja (65 %), azúcar de caña, jugo de limón, pectina de fruta.',
      allergens: [],
      netQuantity: '250 g',
      storage: 'Una vez abierto, consérvese en el refrigerador y consúmase en 3 semanas.',
    },
  },
  [id(8)]: {
    withdrawal: 'perishable',
    foodInfo: {
      ingredients: 'Jugo de pitahaya roja (95 %), jugo de lima (5 %).',
      allergens: [],
      netQuantity: '500 ml',
      storage: 'Consérvese refrigerado entre 0 y 4 °C. Una vez abierto, consúmase en 2 días.',
    },
  },
  [id(9)]: {
    withdrawal: 'perishable',
    foodInfo: {
      ingredients: 'Pulpa de pitahaya (100 %).',
      allergens: [],
      netQuantity: '1 kg',
      storage: 'Consérvese congelado a -18 °C. Una vez descongelado, no volver a congelar.',
    },
  },
  [id(10)]: {
    foodInfo: {
      ingredients: 'Pitahaya deshidratada (100 %).',
      allergens: [],
      netQuantity: '150 g',
      storage: 'Consérvese en lugar fresco y seco. Una vez abierto, ciérrese bien la bolsa.',
    },
  },
  [id(11)]: {
    withdrawal: 'perishable',
    foodInfo: {
      ingredients:
        'Leche de coco, pitahaya roja (30 %), azúcar, leche desnatada en polvo, dextrosa, estabilizante (goma garrofín), trocitos de anacardo.',
      allergens: ['leche', 'frutos_de_cascara'],
      netQuantity: '500 ml',
      storage: 'Consérvese congelado a -18 °C. No volver a congelar una vez descongelado.',
    },
  },
  [id(13)]: {
    foodInfo: {
      ingredients: 'Flor de pitahaya (50 %), hibisco, manzana deshidratada, aroma natural.',
      allergens: [],
      netQuantity: '20 bolsitas de 1,5 g (30 g)',
      storage: 'Infusionar 5 minutos en agua a 95 °C. Consérvese en lugar seco.',
    },
  },
  [id(14)]: {
    withdrawal: 'sealed',
    foodInfo: {
      ingredients:
        'Azúcar de caña ecológico, pulpa de pitahaya roja (35 %), agua, jugo de limón, conservante (E-224: metabisulfito potásico).',
      allergens: ['sulfitos'],
      netQuantity: '250 ml',
      storage: 'Una vez abierto, consérvese en el refrigerador.',
    },
  },
  [id(15)]: { botanicalName: 'Selenicereus undatus' },
  // Caja regalo degustación: fresh pitahayas inside.
  [id(16)]: { withdrawal: 'perishable' },
};

/** The professional operator numbers of the farms that sell plants (plant passports, Reg. (EU) 2016/2031). */
export const SEED_PLANT_OPERATORS: Partial<Record<SeedUserKey, string>> = {
  productor: 'ES-04-0123-DEMO',
  lapitaya: 'ES-30-0456-DEMO',
};
