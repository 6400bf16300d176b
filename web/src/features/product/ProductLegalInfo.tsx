/**
 * What the law asks the product page to say before purchase (docs/legal.md): whether the product can be
 * returned (TRLGDCU art. 103), its food information with the allergens emphasised (Reg. (EU) 1169/2011 arts. 9,
 * 14 and 21) and a plant's passport (Reg. (EU) 2016/2031). All of it from the product's own answer.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ALLERGEN_LABELS, LEGAL_PAGE_INFO } from '../../../../shared/constants/legal.js';
import type { FoodInfo, PlantPassport, Product } from '../../../../shared/contracts/products/entities.js';
import {
  FOOD_INFO_TEXTS,
  PLANT_PASSPORT_TEXTS,
  WITHDRAWAL_TEXTS,
} from '../../../../shared/messages/legal.js';
import { emphasiseAllergens } from '../../../../shared/rules/allergen-emphasis.js';
import { withdrawalOf } from '../../../../shared/rules/product-legal.js';
import { TitledSection } from '../../components/TitledSection';

/** «Puedes desistir…» or why it cannot be returned, with the conditions one click away. */
export function WithdrawalLine({ product }: { product: Product }) {
  const withdrawal = withdrawalOf(product);
  return (
    <p
      className={`product-legal__withdrawal${withdrawal === 'allowed' ? '' : ' product-legal__withdrawal--exempt'}`}
      data-testid="product-withdrawal"
    >
      {WITHDRAWAL_TEXTS.shopper[withdrawal]}{' '}
      <Link to={LEGAL_PAGE_INFO.condiciones.path}>Condiciones de compra</Link>
    </p>
  );
}

function FoodInformation({ food }: { food: FoodInfo }) {
  const parts = emphasiseAllergens(food.ingredients, food.allergens);
  return (
    <LegalBlock title={FOOD_INFO_TEXTS.title} testId="product-food-info">
      <dl className="product-legal__list">
        <div>
          <dt>{FOOD_INFO_TEXTS.ingredients}</dt>
          <dd className="user-text">
            {parts.map((part, index) =>
              part.allergen ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
            )}
          </dd>
        </div>
        <div>
          <dt>{FOOD_INFO_TEXTS.allergens}</dt>
          <dd data-testid="product-allergens">
            {food.allergens.length === 0 ? (
              FOOD_INFO_TEXTS.noAllergens
            ) : (
              <>
                Contiene:{' '}
                {food.allergens.map((allergen, index) => (
                  <span key={allergen}>
                    {index > 0 ? ', ' : ''}
                    <strong className="product-legal__allergen">{ALLERGEN_LABELS[allergen]}</strong>
                  </span>
                ))}
                .
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{FOOD_INFO_TEXTS.netQuantity}</dt>
          <dd className="user-text">{food.netQuantity}</dd>
        </div>
        {food.storage ? (
          <div>
            <dt>{FOOD_INFO_TEXTS.storage}</dt>
            <dd className="user-text">{food.storage}</dd>
          </div>
        ) : null}
      </dl>
    </LegalBlock>
  );
}

/** One block of a product's legal facts (its food information, its plant passport), named by its h2. */
function LegalBlock({
  className,
  title,
  testId,
  children,
}: {
  className?: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={className ? `product-legal__block ${className}` : 'product-legal__block'}
      titleClassName="product-legal__title"
      title={title}
      testId={testId}
    >
      {children}
    </TitledSection>
  );
}

function PassportBlock({ passport }: { passport: PlantPassport }) {
  return (
    <LegalBlock
      className="product-legal__passport"
      title={PLANT_PASSPORT_TEXTS.title}
      testId="product-plant-passport"
    >
      <dl className="product-legal__list">
        <div>
          <dt>{PLANT_PASSPORT_TEXTS.botanicalName}</dt>
          <dd>
            <i>{passport.botanicalName}</i>
          </dd>
        </div>
        <div>
          <dt>{PLANT_PASSPORT_TEXTS.operator}</dt>
          <dd>{passport.operatorNumber}</dd>
        </div>
        <div>
          <dt>{PLANT_PASSPORT_TEXTS.traceability}</dt>
          <dd>{passport.traceabilityCode}</dd>
        </div>
        <div>
          <dt>{PLANT_PASSPORT_TEXTS.origin}</dt>
          <dd>{passport.originCountry}</dd>
        </div>
      </dl>
    </LegalBlock>
  );
}

/** The food information and the plant passport, when the product has them. */
export function ProductLegalInfo({ product }: { product: Product }) {
  if (!product.foodInfo && !product.plantPassport) return null;
  return (
    <div className="product-legal">
      {product.foodInfo ? <FoodInformation food={product.foodInfo} /> : null}
      {product.plantPassport ? <PassportBlock passport={product.plantPassport} /> : null}
    </div>
  );
}
