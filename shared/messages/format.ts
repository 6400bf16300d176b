/** Number formats of the messages (no Intl here: the same text on every runtime). */
export const amount = (value: number): string => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};
export const count = (value: number): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
