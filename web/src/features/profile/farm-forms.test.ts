import { describe, expect, it } from 'vitest';
import { PRICING_MESSAGES as M } from '../../../../shared/messages/pricing.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from '../../../../shared/rules/pricing/shipping.js';
import {
  eurosText,
  fiscalValues,
  parseEuros,
  PICKUP_ON,
  placeShippingErrors,
  shippingTermsValues,
  validateFiscal,
  validateShippingTerms,
} from './farm-forms';

describe("a farm's forms", () => {
  it('reads amounts the Spanish way and shows them so', () => {
    expect(parseEuros('4,90')).toBe(4.9);
    expect(parseEuros(' 40 € ')).toBe(40);
    expect(parseEuros('3.5')).toBe(3.5);
    expect(parseEuros('')).toBeNull();
    expect(parseEuros('4,999')).toBeNaN();
    expect(parseEuros('cuatro')).toBeNaN();
    expect(eurosText(4.9)).toBe('4,90');
    expect(eurosText(null)).toBe('');
  });

  it('sends the fiscal data with the NIF normalised, and refuses a wrong control character', () => {
    expect(
      validateFiscal({ legalName: ' Finca del Valle SL ', nif: 'b-12345674', address: 'Camino 3, Murcia' }),
    ).toEqual({
      ok: true,
      data: { fiscal: { legalName: 'Finca del Valle SL', nif: 'B12345674', address: 'Camino 3, Murcia' } },
    });
    expect(validateFiscal({ ...fiscalValues(null), nif: 'B12345670' })).toEqual({
      ok: false,
      errors: {
        legalName: M.fiscalLegalNameRequired,
        nif: M.fiscalNifInvalid,
        address: M.fiscalAddressRequired,
      },
      formError: undefined,
    });
  });

  it('sends the shipping terms: a fee, free from an amount or never, and pickup with address and hours', () => {
    expect(
      validateShippingTerms({
        flatFee: '4,90',
        freeFrom: '',
        offersPickup: '',
        pickupAddress: 'left over',
        pickupHours: '',
      }),
    ).toEqual({ ok: true, data: { shipping: { flatFee: 4.9, freeFrom: null, pickup: null } } });
    expect(
      validateShippingTerms({
        flatFee: '3',
        freeFrom: '35,50',
        offersPickup: PICKUP_ON,
        pickupAddress: 'Camino del Valle 3',
        pickupHours: 'L-V 9:00-14:00',
      }),
    ).toEqual({
      ok: true,
      data: {
        shipping: {
          flatFee: 3,
          freeFrom: 35.5,
          pickup: { address: 'Camino del Valle 3', hours: 'L-V 9:00-14:00' },
        },
      },
    });
  });

  it('puts the shared messages on the fields: fee, threshold, pickup address and hours', () => {
    expect(
      validateShippingTerms({
        flatFee: '',
        freeFrom: '99999999',
        offersPickup: PICKUP_ON,
        pickupAddress: '',
        pickupHours: ' ',
      }),
    ).toEqual({
      ok: false,
      errors: {
        flatFee: M.shippingFeeInvalid(SHIPPING_FEE_MAX),
        freeFrom: M.freeFromInvalid(FREE_SHIPPING_MAX),
        pickupAddress: M.pickupAddressRequired,
        pickupHours: M.pickupHoursRequired,
      },
      formError: undefined,
    });
    // The server's names land on the same fields.
    expect(placeShippingErrors([{ field: 'shipping.pickup.hours', message: M.pickupHoursRequired }])).toEqual(
      {
        ok: false,
        errors: { pickupHours: M.pickupHoursRequired },
        formError: undefined,
      },
    );
  });

  it("prefills a farm's own terms", () => {
    expect(
      shippingTermsValues({ flatFee: 4.9, freeFrom: 40, pickup: { address: 'Camino 3', hours: 'Sábados' } }),
    ).toEqual({
      flatFee: '4,90',
      freeFrom: '40,00',
      offersPickup: PICKUP_ON,
      pickupAddress: 'Camino 3',
      pickupHours: 'Sábados',
    });
  });
});
