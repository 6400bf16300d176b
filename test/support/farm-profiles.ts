/** Farm profiles the browser and integration tests save (bodies of PUT /v1/users/profile). */
/**
 * A farm's profile with pickup at the farm and a pickup slot every day of the week from 08:00 to 09:00 for
 * `capacity` orders.
 */
export const dailyPickupProfile = (capacity: number) => ({
  shipping: {
    flatFee: 4.9,
    freeFrom: null,
    pickup: { address: 'Camino del Pozo 3, Lorca', hours: 'Mañanas' },
  },
  pickupSlots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '09:00', capacity })),
});
