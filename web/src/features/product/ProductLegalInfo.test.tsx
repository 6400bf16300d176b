import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch, link } from '../../test/utils';
import { testProduct } from '../../test/products';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import ProductDetailScreen from './ProductDetailScreen';

function render(product: Product) {
  stubFetch(() => jsonResponse({ status: { code: 'SUCCESS', message: '' }, data: { product } }));
  renderRoutes([{ path: '/products/:id', element: <ProductDetailScreen /> }], {
    path: `/products/${product.productId}`,
  });
  return screen.findByRole('heading', { level: 1, name: product.name });
}

describe('the product page says what the law asks before purchase', () => {
  it('says fresh fruit cannot be returned, and why, with the conditions linked', async () => {
    await render(testProduct({ name: 'Pitahaya roja', category: 'fruta-fresca', withdrawal: undefined }));
    const line = await screen.findByTestId('product-withdrawal');
    expect(line).toHaveTextContent('Sin derecho de desistimiento: es un producto perecedero.');
    expect(link('Condiciones de compra', line)).toHaveAttribute('href', '/condiciones');
  });

  it('says a product that keeps the right can be returned in 14 days', async () => {
    await render(testProduct({ name: 'Infusión', category: 'elaborados', withdrawal: 'allowed' }));
    expect(await screen.findByTestId('product-withdrawal')).toHaveTextContent(
      'Puedes desistir de la compra en 14 días desde que lo recibes.',
    );
  });

  it('shows an elaborado food information, the allergens set in bold in the ingredients and listed', async () => {
    await render(
      testProduct({
        name: 'Helado de pitahaya',
        category: 'elaborados',
        withdrawal: 'perishable',
        foodInfo: {
          ingredients: 'Leche de coco, pitahaya, trocitos de anacardo.',
          allergens: ['leche', 'frutos_de_cascara'],
          netQuantity: '500 ml',
          storage: 'Consérvese congelado.',
        },
      }),
    );
    const food = await screen.findByTestId('product-food-info');
    expect(within(food).getByRole('heading', { name: 'Información alimentaria' })).toBeInTheDocument();
    const bold = [...food.querySelectorAll('dd strong')].map((node) => node.textContent);
    expect(bold).toEqual(['Leche', 'anacardo', 'Leche (incluida la lactosa)', 'Frutos de cáscara']);
    expect(await screen.findByTestId('product-allergens')).toHaveTextContent(
      'Contiene: Leche (incluida la lactosa), Frutos de cáscara.',
    );
    expect(food).toHaveTextContent('500 ml');
    expect(food).toHaveTextContent('Consérvese congelado.');
  });

  it('says when an elaborado has no allergen to declare', async () => {
    await render(
      testProduct({
        name: 'Mermelada',
        category: 'elaborados',
        foodInfo: { ingredients: 'Pitahaya, azúcar.', allergens: [], netQuantity: '250 g' },
      }),
    );
    expect(await screen.findByTestId('product-allergens')).toHaveTextContent(
      'Sin alérgenos de declaración obligatoria.',
    );
  });

  it("shows a plant's passport", async () => {
    await render(
      testProduct({
        name: 'Plantón',
        category: 'plantas-esquejes',
        botanicalName: 'Selenicereus undatus',
        plantPassport: {
          botanicalName: 'Selenicereus undatus',
          operatorNumber: 'ES-30-0456',
          traceabilityCode: '3F6C2A10',
          originCountry: 'ES',
        },
      }),
    );
    const passport = await screen.findByTestId('product-plant-passport');
    expect(passport).toHaveTextContent('Pasaporte fitosanitario');
    expect(passport).toHaveTextContent('A. Nombre botánicoSelenicereus undatus');
    expect(passport).toHaveTextContent('B. Operador profesionalES-30-0456');
    expect(passport).toHaveTextContent('C. Código de trazabilidad3F6C2A10');
    expect(passport).toHaveTextContent('D. País de origenES');
  });
});
