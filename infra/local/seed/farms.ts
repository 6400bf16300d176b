/**
 * The demo farms' public pages (docs/farms.md): story, province and photos (the seed's own product photos,
 * published again under images/farms/<producerId>/). Written once: a page a producer already has (the seed's,
 * or one they edited) is never replaced.
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { farmKeys, userKeys } from '../../../services/lib/data/keys.js';
import { farmImageKey } from '../../../services/farms/farm-photos.js';
import type { StoredFarm } from '../../../services/farms/farm-record.js';
import { IMAGES_PATH_PREFIX } from '../../../shared/constants/images.js';
import { slugOf } from '../../../shared/rules/farm-page.js';
import type { ProvinceCode } from '../../../shared/rules/provinces.js';
import { seedImageVariants } from './items.js';
import type { SeedUserKey } from './users.js';
import { writtenUnlessPresent } from './conditional-write.js';

export interface SeedFarm {
  producer: SeedUserKey;
  /** The farm's name as its producer's (users.ts fullName): the slug is made from it. */
  name: string;
  provinceCode: ProvinceCode;
  story: string;
  /** Stems of ./images/<stem>.webp; the first is the main photo. */
  photos: string[];
}

export const SEED_FARMS: readonly SeedFarm[] = [
  {
    producer: 'productor',
    name: 'Finca Pitahaya del Valle',
    provinceCode: '04',
    story: [
      'Somos la familia Martín y cultivamos pitahaya en El Ejido desde 2014, cuando cambiamos dos invernaderos de tomate por esquejes traídos de Nicaragua. Hoy tenemos tres hectáreas de pitahaya roja, blanca y amarilla entre la sierra de Gádor y el mar.',
      'El clima de Almería nos deja cosechar de julio a noviembre con muy poca agua: regamos por goteo, polinizamos muchas flores a mano de noche y no usamos herbicidas entre las filas, donde dejamos crecer la cubierta vegetal.',
      'Cortamos la fruta a mano cuando la piel ha tomado todo su color y la enviamos en las 48 horas siguientes. Si pasas por la zona, puedes recoger tu pedido en la finca y ver las plantas.',
    ].join('\n\n'),
    photos: ['pitahaya-roja', 'pitahaya-corte', 'caja-mixta'],
  },
  {
    producer: 'eldragon',
    name: 'Finca El Dragón',
    provinceCode: '29',
    story: [
      'En el valle del Guadalhorce, a las afueras de Málaga, Carmen y Jorge llevan diez años cuidando 2.000 plantas de pitahaya entre aguacates y mangos. Empezaron con un puñado de esquejes de un vecino y hoy también venden plantones para quien quiera cultivarla en casa.',
      'Su fruta madura al aire libre gracias al clima subtropical de la costa. Trabajan con control biológico de plagas y abonan con el compost de la propia finca.',
      'Cada caja sale preparada el mismo día de la cosecha.',
    ].join('\n\n'),
    photos: ['pitahaya-amarilla', 'planton'],
  },
  {
    producer: 'lapitaya',
    name: 'Huerta La Pitaya',
    provinceCode: '30',
    story: [
      'Una huerta familiar del Campo de Cartagena, en Fuente Álamo, con certificación ecológica desde 2019. Cultivamos pitahaya bajo malla de sombreo, junto a limoneros y granados, y aprovechamos la fruta que no llega a calibre para hacer mermeladas, pulpa y fruta deshidratada en nuestro obrador.',
      'Nos gusta que nada se tire: lo que no se vende fresco se transforma, y los restos vuelven al campo como abono.',
    ].join('\n\n'),
    photos: ['pitahaya-ecologica', 'esquejes'],
  },
];

/** Bucket key and public URL of a seed farm photo. */
export function seedFarmPhoto(producerId: string, stem: string): { key: string; url: string } {
  const key = farmImageKey(producerId, stem, 'webp');
  return { key, url: `${IMAGES_PATH_PREFIX}${key.replace(/^images\//, '')}` };
}

/** The stored page of a seed farm (every photo checked, with the seed's variants). */
export function seedFarmPage(farm: SeedFarm, producerId: string, now: Date): StoredFarm {
  const urls = farm.photos.map((stem) => seedFarmPhoto(producerId, stem).url);
  return {
    slug: slugOf(farm.name),
    story: farm.story,
    provinceCode: farm.provinceCode,
    imageUrls: urls,
    verifiedImageUrls: urls,
    imageVariants: seedImageVariants(urls),
    rejectedImages: 0,
    updatedAt: now.toISOString(),
  };
}

/** Writes a seed farm's page and slug guard, each only when absent. Answers whether the page was written. */
export async function seedFarmPageItems(
  documents: DynamoDBDocumentClient,
  tableName: string,
  farm: SeedFarm,
  producerId: string,
  now: Date,
): Promise<boolean> {
  const page = seedFarmPage(farm, producerId, now);
  await writtenUnlessPresent(() =>
    documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...farmKeys.slug(page.slug),
          entity: 'FarmSlug',
          slug: page.slug,
          producerId,
          createdAt: page.updatedAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  return writtenUnlessPresent(() =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKeys.item(producerId),
        UpdateExpression: 'SET farm = :farm, GSI5PK = :pk, GSI5SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(farm)',
        ExpressionAttributeValues: {
          ':farm': page,
          ':pk': farmKeys.list(farm.name, producerId).GSI5PK,
          ':sk': farmKeys.list(farm.name, producerId).GSI5SK,
        },
      }),
    ),
  );
}
